import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearedFile, keys, previewRecordKey, publicFile } from '@radix/release-model';
import { deployCurrentBuilds } from '../../commands/first-start';
import { migrateStore } from '../migrate';
import { listPreviews, readPreview } from '../preview-record';
import { pointedSite } from '../site-releases';
import { allBuilds, fakeContext, useStore, type StoreKind } from '../../__tests__/fixtures';

describe.each<StoreKind>(['folder', 'bucket'])('npm run migrate-store on a %s', (kind) => {
  const current = useStore(kind);
  let dir: string;
  const at = new Date('2026-11-30T08:00:00Z');
  const onePart = {
    name: 'pr-3',
    site: 'site-0123456789ab',
    basedOn: 'site-ba9876543210',
    createdAt: '2026-11-20T09:14:03.000Z',
    verdict: 'passed',
    part: 'services',
    release: '20261120T091400Z-3fa2c1',
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const builds = allBuilds(dir);
    await deployCurrentBuilds(fakeContext(current(), { renders: [], browserRuns: [] }), (name) => builds[name]);
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites a record of an old shape into the current one, and a second run rewrites nothing', async () => {
    const { store } = current();
    await store.putFile(previewRecordKey('pr-3'), JSON.stringify(onePart));
    await expect(readPreview(store, 'pr-3')).rejects.toThrow(/^previews\/pr-3\/preview.json is damaged/);

    const first = await migrateStore(store, at);
    expect(first).toEqual(['previews/pr-3/preview.json: one part and its release, as a list of parts']);
    expect(await readPreview(store, 'pr-3')).toEqual({
      name: 'pr-3',
      site: 'site-0123456789ab',
      basedOn: 'site-ba9876543210',
      createdAt: '2026-11-20T09:14:03.000Z',
      verdict: 'passed',
      parts: [{ part: 'services', release: '20261120T091400Z-3fa2c1' }],
    });
    expect(await migrateStore(store, at)).toEqual([]);
    expect(await listPreviews(store)).toHaveLength(1);
  });

  it('stops, naming the record, at one of no shape it knows, and leaves it as it was', async () => {
    const { store } = current();
    await store.putFile(previewRecordKey('pr-4'), JSON.stringify({ name: 'pr-4' }));
    await expect(migrateStore(store, at)).rejects.toThrow(
      /^previews\/pr-4\/preview.json is of no shape the migration knows/,
    );
    expect(await store.readText(previewRecordKey('pr-4'))).toBe(JSON.stringify({ name: 'pr-4' }));
  });
});

describe('npm run migrate-store on a folder whose marks were lost', () => {
  const folder = useStore('folder');
  const at = new Date('2026-11-30T08:00:00Z');
  let dir: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const builds = allBuilds(dir);
    await deployCurrentBuilds(fakeContext(folder(), { renders: [], browserRuns: [] }), (name) => builds[name]);
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('marks the live releases cleared and public where a store from before those marks lacks them', async () => {
    const { store } = folder();
    const live = await pointedSite(store, 'live');
    const legal = `${keys.release('legal', live?.releases.legal ?? '')}`;
    await store.remove(`${legal}/${clearedFile}`);
    await store.remove(`${legal}/${publicFile}`);
    expect(await migrateStore(store, at)).toEqual([
      `${legal}/${clearedFile}: a live release marked`,
      `${legal}/${publicFile}: a live release marked`,
    ]);
    expect(await store.readText(`${legal}/${publicFile}`)).toBe(`${JSON.stringify({ markedAt: at.toISOString() })}\n`);
    expect(await migrateStore(store, at)).toEqual([]);
  });
});
