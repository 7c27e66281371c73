import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import contentLoader from '../content-loader.cjs';

/** A part of its own in a temporary folder: `content/schemas.ts` and whatever files a test writes. */
function partWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-part-'));
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ content: { assetFields: ['icon'] } }));
  fs.writeFileSync(
    path.join(dir, 'content', 'schemas.ts'),
    `import { z } from ${JSON.stringify(require.resolve('zod'))};
const plans = z.strictObject({
  title: z.string().regex(/\\S/, { error: 'must not be empty' }),
  plans: z.array(z.strictObject({ name: z.string(), icon: z.string(), costInr: z.number({ error: 'must be a number' }) })),
});
export const contentFiles = { 'plans.yml': plans };
export const schemaFor = (file: string) => (contentFiles as Record<string, unknown>)[file];
`,
  );
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'content', name), text);
  return dir;
}

const load = (dir: string, name: string) => {
  const resourcePath = path.join(dir, 'content', name);
  return contentLoader.call({ resourcePath, cacheable: () => undefined }, fs.readFileSync(resourcePath, 'utf8'));
};

describe("the build's loader of a part's content", () => {
  const good = 'title: Plans\nplans:\n  - name: Standard\n    icon: search\n    costInr: 2000\n';

  test('bundles the data, each icon name as an import of its asset', () => {
    const dir = partWith({ 'plans.yml': good });
    expect(load(dir, 'plans.yml')).toBe(
      'import icon0 from "bootstrap-icons/icons/search.svg";\n' +
        'export default {"title":"Plans","plans":[{"name":"Standard","icon":icon0,"costInr":2000}]};\n',
    );
  });

  test('refuses a price that is not a number and an empty title, naming the file and each field', () => {
    const dir = partWith({ 'plans.yml': good.replace('Plans', "''").replace('2000', 'two thousand') });
    expect(() => load(dir, 'plans.yml')).toThrow(
      `${path.join(dir, 'content', 'plans.yml')} does not fit its schema:\n  title: must not be empty\n  plans.0.costInr: must be a number`,
    );
  });

  test('refuses a file no schema takes, and a file that is not YAML', () => {
    const dir = partWith({ 'other.yml': good, 'plans.yml': 'title: [unclosed\n' });
    expect(() => load(dir, 'other.yml')).toThrow(/other\.yml: no schema in .*schemas\.ts takes content\/other\.yml/);
    expect(() => load(dir, 'plans.yml')).toThrow(/plans\.yml: not valid YAML/);
  });
});
