import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { routerNamesIn } from '@radix/tooling/shared';

/** The files whose text every part's build reads through libs/tooling: the parts' and site-kit's sources. */
export const readByEveryBuild = (file: string) => /^(shell|mfe-[^/]+|libs\/site-kit)\/src\/.+\.(tsx?|html)$/.test(file);

/** The words PurgeCSS reads in a source (its default extractor). */
const words = (text: string) => text.match(/[A-Za-z0-9_-]+/g) ?? [];

/** The words of a style sheet's selectors (classes, tags, attributes; Bootstrap's): the ones a source's word can keep. */
export function selectorWords(css: string): Set<string> {
  const preludes = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]*)\{/g);
  return new Set([...preludes].flatMap((prelude) => words(prelude[1] ?? '')));
}

/**
 * What libs/tooling derives, for each part's build, from the sources of all of them: the
 * react-router-dom names the shared copy keeps (`routerNamesIn`) and the Bootstrap rules PurgeCSS
 * keeps in the site's style sheet (a rule stays when a source has a word its selector names). Two
 * sets of sources with the same derivation build every part the same.
 */
export function derivation(texts: readonly string[], bootstrapSelectors: ReadonlySet<string>): string {
  const router = routerNamesIn(texts) ?? ['*'];
  const selectorsUsed = new Set(texts.flatMap(words).filter((word) => bootstrapSelectors.has(word)));
  return JSON.stringify({ router, selectors: [...selectorsUsed].sort() });
}

/** The texts of the files `readByEveryBuild` names at `commit`, from git. */
function textsAt(root: string, commit: string): string[] {
  const listed = execFileSync('git', ['ls-tree', '-r', '-z', '--name-only', commit], { cwd: root, encoding: 'utf8' });
  const files = listed.split('\0').filter(readByEveryBuild);
  if (!files.length) return [];
  const batch = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: files.map((file) => `${commit}:${file}\n`).join(''),
    maxBuffer: 1 << 30,
  });
  const texts: string[] = [];
  let at = 0;
  while (at < batch.length) {
    const headerEnd = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, headerEnd).toString('utf8').split(' ')[2]);
    texts.push(batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return texts;
}

/**
 * Whether what libs/tooling derives from every part's sources differs between two commits: then a
 * change inside one part changes the build of every part. Only asked when such a source changed.
 */
export function derivationDiffers(root: string, from: string, to: string, changed: readonly string[]): boolean {
  if (!changed.some(readByEveryBuild)) return false;
  const css = fs.readFileSync(require.resolve('bootstrap/dist/css/bootstrap.css'), 'utf8');
  const selectors = selectorWords(css);
  return derivation(textsAt(root, from), selectors) !== derivation(textsAt(root, to), selectors);
}
