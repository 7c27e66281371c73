import fs from 'node:fs';
import path from 'node:path';

/** The platform's README against the code it describes: a reader trusts its lists. */
const platform = path.resolve(__dirname, '..', '..');
const readme = fs.readFileSync(path.join(platform, 'README.md'), 'utf8');
const named = (text: string) => new Set([...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]));

const section = (heading: string) => {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
};

test('the runtime dependencies it lists are those of package.json', () => {
  const listed = /runtime dependencies only\s*\(([^)]*)\)/.exec(readme)?.[1] ?? '';
  const manifest = JSON.parse(fs.readFileSync(path.join(platform, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect([...named(listed)].sort()).toEqual(Object.keys(manifest.dependencies).sort());
});

test("each folder's row of the folder table names every source file of that folder", () => {
  const rows = section('Folders')
    .split('\n')
    .flatMap((line) => {
      const folder = /^\|\s*`(src\/[^`]+)\/`/.exec(line)?.[1];
      return folder ? [{ folder, line }] : [];
    });
  expect(rows.map((row) => row.folder)).toEqual(
    expect.arrayContaining(['src/bin', 'src/local-edge', 'src/release', 'src/render', 'src/server', 'src/site']),
  );
  const commands = named(readme.slice(0, readme.indexOf('\n## ')));
  const unnamed = rows.flatMap(({ folder, line }) =>
    fs
      .readdirSync(path.join(platform, folder))
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => !named(line).has(file) && !commands.has(`dist/bin/${file.replace(/\.ts$/, '.js')}`))
      .map((file) => `${folder}/${file}`),
  );
  expect(unnamed).toEqual([]);
});

test('"Using it from code" names every export of src/index.ts', () => {
  const index = fs.readFileSync(path.join(platform, 'src', 'index.ts'), 'utf8');
  const exported = [...index.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean),
  );
  expect(exported.length).toBeGreaterThan(20);
  const documented = named(section('Using it from code'));
  expect(exported.filter((name) => !documented.has(name))).toEqual([]);
});
