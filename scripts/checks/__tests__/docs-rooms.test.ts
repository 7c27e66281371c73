import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

/** The source files git holds under `folder`, tests and their fixtures left out, relative to it. */
const sourcesUnder = (folder: string): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', folder], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.split('/').includes('__tests__') && !/\.config\.ts$/.test(file))
    .map((file) => path.relative(path.join(root, folder), path.join(root, file)));

/** The table row of a README that begins with the code span `first`. */
function rowOf(readme: string, first: string): string {
  const row = fs
    .readFileSync(path.join(root, readme), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${first}\``));
  if (!row) throw new Error(`${readme} has no row for ${first}`);
  return row;
}

const releaseRooms = fs
  .readdirSync(path.join(root, 'platform/src/release'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);

describe("the READMEs' lists of files", () => {
  it('cut the release folder into the rooms of a deploy', () => {
    expect(releaseRooms.sort()).toEqual(['apply', 'commands', 'plan', 'records', 'store']);
  });

  it.each(releaseRooms)("platform/README.md's row of src/release/%s/ names each of its files", (room) => {
    const row = rowOf('platform/README.md', `src/release/${room}/`);
    const unnamed = sourcesUnder(`platform/src/release/${room}`).filter((file) => !row.includes(`\`${file}\``));
    expect(unnamed).toEqual([]);
  });

  it('scripts/README.md names each script, in the folder of what it serves', () => {
    const text = fs.readFileSync(path.join(root, 'scripts/README.md'), 'utf8');
    const unnamed = sourcesUnder('scripts').filter(
      (file) =>
        !text.includes(`\`${file}\``) &&
        !text.includes(`scripts/${file}`) &&
        !text.includes(`\`${path.dirname(file)}/\``),
    );
    expect(unnamed).toEqual([]);
  });
});
