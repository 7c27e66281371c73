import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFolderProblems } from '@radix/tooling/content';
import { hostingPlansSchema, schemaFor, serviceCardsSchema, servicePageSchema } from '../../content/schemas';
import { hostingPlansContent } from '../features/web-hosting/content/hosting-plans';
import { serviceCards } from '../features/catalog/content/service-cards';

const folder = path.resolve(__dirname, '../../content');
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The messages zod gives a value, each with the path of the field at fault. */
const problemsOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("the services part's content files", () => {
  test('every file has a schema and fits it, and every service page has its file', () => {
    expect(contentFolderProblems(folder)).toEqual([]);
    expect(schemaFor('services/seo.yml')).toBe(servicePageSchema);
    expect(schemaFor('services/no-such-page.yml')).toBeUndefined();
  });

  test('a price that is not a number is refused, naming the plan and the field', () => {
    const plans = clone(hostingPlansContent);
    Object.assign(plans.plans[2]!, { costInr: 'two thousand' });
    expect(problemsOf(hostingPlansSchema, plans)).toEqual(['plans.2.costInr: must be a number']);
  });

  test('an empty or blank title is refused', () => {
    const page = { ...clone(hostingPlansContent), heading: '  ' };
    expect(problemsOf(hostingPlansSchema, page)).toEqual(['heading: must not be empty']);
  });

  test('a card summary over 160 characters is refused, and one of 160 is taken', () => {
    const cards = clone(serviceCards);
    cards[0]!.summary = 'x'.repeat(161);
    expect(problemsOf(serviceCardsSchema, { cards })).toEqual(['cards.0.summary: must be at most 160 characters']);
    cards[0]!.summary = 'x'.repeat(160);
    expect(problemsOf(serviceCardsSchema, { cards })).toEqual([]);
  });

  test('a card leading to a page the part does not draw is refused', () => {
    const cards = [{ ...serviceCards[0]!, service: 'haircuts' }];
    expect(problemsOf(serviceCardsSchema, { cards })[0]).toMatch(
      /^cards\.0\.service: must be one of the service pages/,
    );
  });

  test('a folder with a broken, an unknown and a missing file gets one message for each', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'services-content-'));
    try {
      fs.cpSync(folder, copy, { recursive: true });
      fs.writeFileSync(
        path.join(copy, 'schemas.ts'),
        `export * from ${JSON.stringify(path.join(folder, 'schemas'))};\n`,
      );
      fs.rmSync(path.join(copy, 'services', 'networking.yml'));
      fs.writeFileSync(path.join(copy, 'services', 'haircuts.yml'), 'eyebrow: Haircuts\n');
      fs.writeFileSync(
        path.join(copy, 'hosting-plans.yml'),
        fs
          .readFileSync(path.join(folder, 'hosting-plans.yml'), 'utf8')
          .replace('costInr: 2000', 'costInr: two thousand'),
      );
      const problems = contentFolderProblems(copy);
      expect(problems).toHaveLength(3);
      expect(problems[0]).toBe(`${path.join(copy, 'services', 'networking.yml')} is missing`);
      expect(problems[1]).toContain('hosting-plans.yml does not fit its schema:\n  plans.2.costInr: must be a number');
      expect(problems[2]).toContain('services/haircuts.yml: no schema');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
