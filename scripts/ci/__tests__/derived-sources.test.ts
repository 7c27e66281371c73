import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesBetween, partsDiffering } from '../changed-parts';
import { selectorWords } from '../derived-sources';

const packages = ['shell', 'mfe-products', 'mfe-services', 'mfe-forms', 'mfe-legal'];

/** A repository of the five parts' packages, each with a source. */
function repository(): { root: string; commit: (file: string, text: string) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-sources-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  write('package.json', JSON.stringify({ name: 'site', workspaces: packages }));
  for (const folder of packages) {
    write(`${folder}/package.json`, JSON.stringify({ name: folder === 'shell' ? '@radix/shell' : folder }));
    write(
      `${folder}/src/page.tsx`,
      'import { Link } from \'react-router-dom\';\nexport const page = <p className="btn">Hi</p>;\n',
    );
  }
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'start');
  return {
    root,
    commit: (file, text) => {
      write(file, text);
      git('add', '-A');
      git('commit', '-qm', file);
      return git('rev-parse', 'HEAD');
    },
  };
}

describe('what every build derives from every part', () => {
  let repo: ReturnType<typeof repository>;
  let base: string;
  beforeEach(() => {
    repo = repository();
    base = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo.root, encoding: 'utf8' }).trim();
  });
  afterEach(() => fs.rmSync(repo.root, { recursive: true, force: true }));

  const partsBetween = (head: string) => partsDiffering(repo.root, filesBetween(repo.root, base, head));

  it('is unchanged by a copy change: only its part deploys', () => {
    const head = repo.commit(
      'mfe-services/src/page.tsx',
      'export const page = <p className="btn">New words of copy</p>;\n',
    );
    expect(partsBetween(head)).toEqual(['services']);
  });

  it('changes with a Bootstrap class no source used before: every part builds it into its style sheet', () => {
    const head = repo.commit(
      'mfe-services/src/page.tsx',
      'export const page = <p className="btn text-truncate">Hi</p>;\n',
    );
    expect(partsBetween(head)).toEqual(['shell', 'products', 'services', 'forms', 'legal']);
  });

  it("changes with a react-router-dom name no source imported before: every part's shared copy keeps it", () => {
    const head = repo.commit(
      'mfe-legal/src/page.tsx',
      'import { Link, useMatches } from \'react-router-dom\';\nexport const page = <p className="btn">Hi</p>;\n',
    );
    expect(partsBetween(head)).toEqual(['shell', 'products', 'services', 'forms', 'legal']);
  });

  it('reads the words of selectors only, not of declarations', () => {
    expect([...selectorWords('.btn{padding:1px}@media (min-width:576px){.text-truncate{overflow:hidden}}')]).toEqual(
      expect.arrayContaining(['btn', 'text-truncate']),
    );
    expect(selectorWords('.btn{overflow:hidden}').has('hidden')).toBe(false);
  });
});
