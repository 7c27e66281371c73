import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** The repository's documents: every README and decision record under version control. */
const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/'));

const fileExtensions = /\.(ts|tsx|mjs|js|json|md|scss|css|html|conf|template|svg|png|xlsx|yml)$/;

/**
 * The repository paths a document names: code spans and link targets with a folder in them that
 * end in a file extension or a slash. Build outputs (`dist…` folders), placeholders (`<id>`,
 * `mfe-*`), URLs and package names (`@radix/…`, `react-dom/static`) are not files of the repository.
 */
function namedPaths(text: string): string[] {
  const candidates = [...text.matchAll(/`([^`\s]+)`|\]\(([^)\s#]+)[^)]*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return candidates
    .map((candidate) => candidate.replace(/:\d+$/, ''))
    .filter((candidate) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(candidate) && candidate.includes('/'))
    .filter((candidate) => fileExtensions.test(candidate) || candidate.endsWith('/'))
    .filter((candidate) => !candidate.split('/').some((segment) => /^dist($|-)|^node_modules$/.test(segment)))
    .filter((candidate) => {
      const first = candidate.split('/')[0] ?? '';
      return fs.existsSync(path.join(root, first)) || !fs.existsSync(path.join(root, 'node_modules', first));
    });
}

describe('the documents', () => {
  it.each(documents)('%s names only files and folders that exist', (document) => {
    const text = fs.readFileSync(path.join(root, document), 'utf8');
    const here = path.dirname(path.join(root, document));
    const missing = namedPaths(text).filter(
      (named) => !fs.existsSync(path.join(here, named)) && !fs.existsSync(path.join(root, named)),
    );
    expect(missing).toEqual([]);
  });

  it('are found, and name paths', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'platform/README.md']));
    expect(namedPaths(fs.readFileSync(path.join(root, 'platform', 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });
});
