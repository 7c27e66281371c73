import fs from 'node:fs';
import path from 'node:path';
import { exposedFiles, remoteNames, remoteOf, remotePackage, type RemoteId } from '@radix/site-kit/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
const read = (...parts: string[]) => fs.readFileSync(path.join(root, ...parts), 'utf8');

/** A module a package offers: where it is, and the names by which a README can name it. */
interface Offered {
  module: string;
  names: string[];
}

/** The modules an index file re-exports (`export { A, type B } from './a'`), each with its exported names. */
function reexports(dir: string, index: string): Offered[] {
  const text = read(dir, index);
  return [...text.matchAll(/export (?:\*|\{([^}]*)\}) from '(\.[^']+)'/g)].map(([, names = '', module = '']) => ({
    module: path.join(path.dirname(index), module),
    names: names
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  }));
}

/** A package's entry points (`exports`), and the modules its main entry re-exports. */
function offeredBy(dir: string): Offered[] {
  const manifest = JSON.parse(read(dir, 'package.json')) as { exports?: Record<string, unknown> };
  const subpaths = Object.keys(manifest.exports ?? {}).filter((key) => key !== '.' && !key.includes('*'));
  const index = ['src/index.ts', 'src/index.tsx'].find((file) => fs.existsSync(path.join(root, dir, file)));
  return [
    ...subpaths.map((subpath) => ({ module: subpath.slice(2), names: [] })),
    ...(index ? reexports(dir, index) : []),
  ];
}

/**
 * Whether a README names a module: by its file or folder, with or without the folders before it
 * (`build-outputs.ts`, `src/islands/`), or by one of its exported names.
 */
function names(readme: string, { module, names: exported }: Offered): boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const files = [module.replace(/^src\//, ''), path.basename(module)].map(escape).join('|');
  const byFile = new RegExp(`\`[^\`]*\\b(${files})(\\.tsx?|/)?\``);
  return byFile.test(readme) || exported.some((name) => readme.includes(`\`${name}`));
}

describe("each package's README", () => {
  it.each(['libs/site-kit', 'libs/tooling', 'libs/release-model', 'edge', 'platform'])(
    '%s names every module the package exports',
    (dir) => {
      const readme = read(dir, 'README.md');
      expect(offeredBy(dir).filter((offered) => !names(readme, offered))).toEqual([]);
    },
  );

  it.each(remoteNames.map((name) => remotePackage(name)))('%s names every module the remote exposes', (dir) => {
    const readme = read(dir, 'README.md');
    const exposed = (Object.keys(exposedFiles) as RemoteId[])
      .filter((id) => remotePackage(remoteOf(id)) === dir)
      .map((id) => id.slice(id.indexOf('/') + 1));
    expect(exposed.filter((module) => !new RegExp(`\`[^\`]*/${module}\\b`).test(readme))).toEqual([]);
  });
});
