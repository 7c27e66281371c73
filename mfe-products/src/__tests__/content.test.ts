import fs from 'node:fs';
import path from 'node:path';
import { contentFilesIn, contentFolderProblems, parseContent } from '@radix/tooling/content';
import { productPageSchema, productSummariesSchema } from '../../content/schemas';
import { iconUrls } from '../components/icon-urls';

const folder = path.resolve(__dirname, '../../content');
const read = (file: string) => parseContent(fs.readFileSync(path.join(folder, file), 'utf8'), file);
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** Every value of an `icon` field anywhere in a document. */
function iconsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(iconsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'icon' && typeof inner === 'string' ? [inner] : iconsIn(inner),
  );
}

describe("the products part's content files", () => {
  test('every file has a schema and fits it, and every product page has its file', () => {
    expect(contentFolderProblems(folder)).toEqual([]);
  });

  test('every icon the content names is one the part builds', () => {
    const named = contentFilesIn(folder).flatMap((file) => iconsIn(read(file)));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((name) => !(name in iconUrls))).toEqual([]);
  });

  test('a tagline over 160 characters, an unknown icon and a missing section kind are refused', () => {
    const summaries = read('products.yml') as Record<string, { tagline: string }>;
    summaries.leave!.tagline = 'x'.repeat(161);
    expect(messages(productSummariesSchema.safeParse(summaries))).toEqual([
      'leave.tagline: must be at most 160 characters',
    ]);
    const page = read('pages/leave.yml') as {
      intro: unknown;
      sections: { kind?: string; items?: { icon: string }[] }[];
    };
    page.sections[0]!.items![0]!.icon = 'no-such-icon';
    delete page.sections[1]!.kind;
    expect(messages(productPageSchema.safeParse(page))).toEqual([
      'sections.0.items.0.icon: is not a Bootstrap icon',
      expect.stringMatching(/^sections\.1\.kind: /),
    ]);
  });
});
