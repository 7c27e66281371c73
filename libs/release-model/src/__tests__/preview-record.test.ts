import { parsePreviewRecord } from '../preview-record';

describe("a named preview's record", () => {
  const fields = {
    name: 'pr-7',
    site: 'site-0123456789ab',
    basedOn: 'site-ba9876543210',
    createdAt: '2026-11-27T09:14:03.000Z',
    verdict: 'passed',
  };

  it('holds every part a pull request changes, each with its release', () => {
    const parts = [
      { part: 'products', release: '20261127T091403Z-aaaaaa' },
      { part: 'legal', release: '20261127T091404Z-bbbbbb' },
    ];
    expect(parsePreviewRecord(JSON.stringify({ ...fields, parts }), 'preview.json')).toEqual({ ...fields, parts });
  });

  it('refuses, naming the file, a record of the old shape of one part and its release (npm run migrate-store rewrites those)', () => {
    const old = { ...fields, part: 'services', release: '20261124T071500Z-3fa2c1' };
    expect(() => parsePreviewRecord(JSON.stringify(old), 'previews/pr-7/preview.json')).toThrow(
      /^previews\/pr-7\/preview.json is damaged/,
    );
  });

  it('is refused, naming the file, when a part is not one of the site', () => {
    const damaged = { ...fields, parts: [{ part: 'blog', release: 'r1' }] };
    expect(() => parsePreviewRecord(JSON.stringify(damaged), 'previews/pr-7/preview.json')).toThrow(
      /^previews\/pr-7\/preview.json is damaged/,
    );
  });
});
