import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contractDigest, contractFiles, isReleaseInfo } from '../contract-version';
import { specRoutesOf } from '../route-table';

const src = path.join(__dirname, '..');

/** The files of `src/` that `files` import, directly or not, by a relative path. */
function importedBy(files: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const [, spec] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const base = path.join(path.dirname(file), spec ?? '');
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
        fs.existsSync(path.join(src, candidate)),
      );
      if (target && !found.has(target)) {
        found.add(target);
        visit(target);
      }
    }
  };
  files.forEach(visit);
  return [...found].sort();
}

const digestOf = (files: readonly string[]) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(path.join(src, file)));
  return hash.digest('hex').slice(0, 16);
};

describe('the contract version', () => {
  it('was decided on for the contract as it is: a change of its files bumps it or records their digest', () => {
    expect({
      digest: digestOf(contractFiles),
      hint: `${contractFiles.join(' or ')} changed: bump contractVersion if the change breaks the shell or a remote`,
    }).toEqual({ digest: contractDigest, hint: expect.any(String) });
  });

  it('covers every file of the islands module and every module they import, as well as the modules and their props', () => {
    const islands = fs
      .readdirSync(path.join(src, 'islands'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && file !== 'index.ts')
      .map((file) => `islands/${file}`);
    expect(contractFiles).toEqual(expect.arrayContaining(['contracts.ts', ...islands]));
    expect(contractFiles).toEqual(expect.arrayContaining(importedBy(islands)));
    expect(digestOf(['contracts.ts'])).not.toBe(contractDigest);
  });
});

describe('isReleaseInfo', () => {
  it('accepts what the builds write and refuses what a deploy could not read', () => {
    const routes = specRoutesOf('legal');
    expect(isReleaseInfo({ name: 'legal', contractVersion: 1, routes })).toBe(true);
    expect(isReleaseInfo(JSON.parse(JSON.stringify({ name: 'legal', contractVersion: 1, routes })))).toBe(true);
    expect(isReleaseInfo({ name: 'legal', contractVersion: 1 })).toBe(false);
    expect(isReleaseInfo({ name: 'legal', contractVersion: 1, routes: { routes: [{ path: '/x' }] } })).toBe(false);
    expect(isReleaseInfo({ name: 'legal', contractVersion: '1', routes })).toBe(false);
    expect(isReleaseInfo({ contractVersion: 1, routes })).toBe(false);
    expect(isReleaseInfo(null)).toBe(false);
  });
});
