import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** The workspace packages (`@radix/…`) the source files under `folder` import or resolve, tests left out. */
function workspaceImportsOf(folder: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.split('/').includes('__tests__'));
  const named = files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(root, file), 'utf8')
        .matchAll(/(?:from |import\(|require(?:\.resolve)?\()'(@radix\/[\w-]+)/g),
    ].map((match) => match[1] ?? ''),
  );
  return [...new Set(named)].sort();
}

/** The workspace packages a decision record's bullet that begins with `opening` names. */
function packagesNamedBy(record: string, opening: string): string[] {
  const text = fs.readFileSync(path.join(root, record), 'utf8');
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${record} says no "${opening}"`);
  const end = text.indexOf('\n- ', start + 1);
  const bullet = text.slice(start, end < 0 ? undefined : end);
  return [...new Set([...bullet.matchAll(/`(@radix\/[\w-]+)`/g)].map((match) => match[1] ?? ''))].sort();
}

describe("the decision records' claims about imports", () => {
  it('the platform record names exactly the workspace packages the platform imports', () => {
    expect(packagesNamedBy('docs/decisions/0007-platform-package.md', '- It imports only')).toEqual(
      workspaceImportsOf('platform/src'),
    );
  });
});
