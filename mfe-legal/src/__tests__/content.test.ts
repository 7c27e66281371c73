import fs from 'node:fs';
import path from 'node:path';
import { contentFolderProblems, parseContent } from '@radix/tooling/content';
import { islandHydration } from '@radix/site-kit/route-remotes';
import { legalDocumentSchema } from '../../content/schemas';
import { botCheck, glanceCarousel } from '../content/legal-facts';
import { blockKey, inlineKey } from '../content/plain-text';
import { privacyDocument } from '../content/privacy';
import { termsDocument } from '../content/terms';
import type { Block, Run } from '../content/types';

function inlineRuns(block: Block): readonly Run[] {
  if (block.type === 'paragraph') return [block.text];
  if (block.type === 'list') return block.items.map((item) => item.text);
  return [];
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe.each([termsDocument, privacyDocument])('the $route document', (legal) => {
  const sectionIds = legal.sections.map((section) => section.id);

  it('has uniquely named sections that its slides and section links point to', () => {
    expect(unique(sectionIds)).toBe(true);
    for (const id of sectionIds) expect(id).toMatch(new RegExp(`^${legal.route}-[a-z-]+$`));
    expect(legal.slides.length).toBeGreaterThanOrEqual(2);
    expect(legal.slides.length).toBeLessThanOrEqual(4);
    for (const slide of legal.slides) expect(sectionIds).toContain(slide.section.id);
  });

  it('gives every block and inline part a key that is unique among its siblings', () => {
    for (const blocks of [legal.intro, ...legal.sections.map((section) => section.blocks)]) {
      expect(unique(blocks.map(blockKey))).toBe(true);
      for (const run of blocks.flatMap(inlineRuns)) expect(unique(run.map(inlineKey))).toBe(true);
    }
  });

  it('covers what a reader looks for in it', () => {
    const titles = legal.sections.map((section) => section.title.toLowerCase()).join(' | ');
    for (const topic of ['definitions', 'links', 'children', 'changes', 'contact']) expect(titles).toContain(topic);
  });
});

describe('the privacy policy’s section on the device', () => {
  const section = privacyDocument.sections.find((candidate) => candidate.id === 'privacy-device');
  const text = JSON.stringify(section?.blocks ?? []);

  it('says what the device keeps, for how long, each cookie the site sets, what the measuring sends and how to clear each', () => {
    expect(section?.title).toBe('What your browser keeps, and what our pages measure');
    for (const fact of [
      'Inquiries not yet sent.',
      '7 days',
      'Withdraw',
      'XSRF-TOKEN',
      'site_arm',
      'site_bucket',
      'site_beacon_0',
      'site_beacon_7',
      '__Host-radix-preview',
      'not your IP address',
      'no identifier',
      'Clearing the cookies and site data',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('the "at a glance" carousel', () => {
  /** The time left, at the least, to load the legal pages' code and hydrate them on a slow phone before the first move. */
  const slowPhoneLoadMs = 3000;

  it('is hydrated, used or not, well before its first move', () => {
    for (const id of ['legal/TermsPage', 'legal/PrivacyPage'] as const) {
      const hydrate = islandHydration.get(id);
      const latest = typeof hydrate === 'object' ? hydrate.ms : undefined;
      expect(typeof latest).toBe('number');
      expect(glanceCarousel.interval - Number(latest)).toBeGreaterThanOrEqual(slowPhoneLoadMs);
    }
  });
});

describe('the privacy policy’s section on the forms’ bot check', () => {
  const section = privacyDocument.sections.find((candidate) => candidate.id === 'privacy-bot-check');
  const text = JSON.stringify(section?.blocks ?? []);

  it('names the check and its provider, what the provider processes, and links its privacy addendum', () => {
    expect(section?.title).toBe('Keeping our forms free of spam');
    for (const fact of ['Cloudflare Turnstile', 'Cloudflare, Inc.', 'IP address', 'User-Agent', 'not to identify']) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('"href":"https://www.cloudflare.com/turnstile-privacy-policy/"');
  });

  it('says what the servers keep of a refused submission: counts by reason and day for a stated time, no content', () => {
    expect(text).toContain('no content of it, no address and no identifier');
    expect(text).toContain(`by reason and by day, for ${botCheck.refusalCountsDays} days`);
    expect(text).toContain('form_stamp');
  });

  it('comes after the section on what the browser keeps, which lists its cookie', () => {
    const ids = privacyDocument.sections.map((candidate) => candidate.id);
    expect(ids.indexOf('privacy-bot-check')).toBe(ids.indexOf('privacy-device') + 1);
    const device = JSON.stringify(privacyDocument.sections.find((candidate) => candidate.id === 'privacy-device'));
    expect(device).toContain('form_stamp');
  });
});

describe('the legal pages’ content files', () => {
  const folder = path.resolve(__dirname, '../../content');
  const read = (file: string) => parseContent(fs.readFileSync(path.join(folder, file), 'utf8'), file);
  const messages = (value: unknown) =>
    (legalDocumentSchema.safeParse(value).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  test('the privacy policy and the terms each fit their schema', () => {
    expect(contentFolderProblems(folder)).toEqual([]);
  });

  test('every fact a text names is filled in', () => {
    const words: string[] = [];
    JSON.stringify([termsDocument, privacyDocument], (_, value: unknown) => {
      if (typeof value === 'string') words.push(value);
      return value;
    });
    expect(words.filter((text) => /\{[^{}]*\}/.test(text))).toEqual([]);
    expect(words).toContain(
      'If you have any questions or suggestions about this privacy policy, do not hesitate to contact us at ',
    );
    expect(words.join('')).toContain('from children under 13. ');
  });

  test('an empty title, a fact the site does not know, a link that is not https, a block of no kind and a run of none are refused', () => {
    const privacy = read('privacy.yml') as {
      sections: { title: string; blocks: unknown[] }[];
    };
    privacy.sections[0]!.title = ' ';
    privacy.sections[1]!.blocks[0] = { type: 'paragraph', text: [{ type: 'text', text: 'Write to {companyEmail}.' }] };
    privacy.sections[2]!.blocks[0] = {
      type: 'paragraph',
      text: [{ type: 'link', text: 'our partner', href: 'http://example.com/' }],
    };
    privacy.sections[3]!.blocks[0] = { type: 'table', rows: [] };
    privacy.sections[4]!.blocks[0] = { type: 'paragraph', text: [{ strong: 'Keyed by what it holds' }] };
    privacy.sections[5]!.blocks[0] = { paragraph: 'The shape before blocks named their type' };
    expect(messages(privacy)).toEqual([
      'sections.0.title: must not be empty',
      expect.stringMatching(
        /^sections\.1\.blocks\.0\.text\.0\.text: may name in braces only a fact the site fills in: \{company\}, \{legalName\}, /,
      ),
      'sections.2.blocks.0.text.0.href: must be an address starting https://',
      'sections.3.blocks.0.type: must have a type: paragraph, list, definitions or contact-card',
      'sections.4.blocks.0.text.0.type: must have a type: text, strong, link, page, section, email or effective-date',
      'sections.5.blocks.0.type: must have a type: paragraph, list, definitions or contact-card',
    ]);
  });

  test('a slide with a drawing the site does not have is refused', () => {
    const terms = read('terms.yml') as { slides: { illustration: string }[] };
    terms.slides[0]!.illustration = 'photo.jpg';
    expect(messages(terms)).toEqual([
      'slides.0.illustration: must be one of app-phone, data-shield, contact-envelope, terms-document',
    ]);
  });
});
