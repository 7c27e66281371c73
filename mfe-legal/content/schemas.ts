import { z } from 'zod';
import { routes, type RouteKey } from '@radix/site-kit/routes';
import { factNames } from './fact-names';

/**
 * The schemas of the legal pages' content, the one source of its shape: the build checks every file
 * under `content/` against the schema `schemaFor` names for it (libs/tooling's content loader), and
 * the components take the types inferred here.
 *
 * The texts are prose in blocks (paragraphs, lists, definitions) of runs (words, emphasis, links),
 * each block and run naming its kind by `type`: the key the content editor's typed lists tell the
 * kinds apart by (a discriminated union here, a list widget with `types` and `typeKey` there). A
 * fact that is code's to know, because a deployment renames it or a server sets it (the company's
 * name, a cookie's name, how many days a copy is kept), is written `{name}` inside the words and
 * filled in from `src/content/legal-facts.ts`.
 */

/** Words whose every `{name}` is a fact the site fills in (a brace that closes on no name is a word). */
const factsOnly = new RegExp(`^(?:[^{]|\\{(?![^{}]*\\})|\\{(?:${factNames.join('|')})\\})*$`);

/** Words a visitor reads: never empty or only spaces, each `{name}` in them a fact the site knows. */
const words = z
  .string()
  .regex(/\S/, { error: 'must not be empty' })
  .regex(factsOnly, {
    error: `may name in braces only a fact the site fills in: ${factNames.map((fact) => `{${fact}}`).join(', ')}`,
  });
/** A name unique in its document, used as an anchor or a key: lower-case words joined by hyphens. */
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' });
const routeKeys = Object.keys(routes) as [RouteKey, ...RouteKey[]];

/**
 * A run of text inside a paragraph, list item or definition, its kind named by `type` (the editor's
 * typed lists draw one form per kind): words, or one of the few things prose needs (emphasis,
 * links, and what the site writes in one place: its e-mail address, the date the documents apply from).
 */
export const inlineSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('text'), text: words }),
    z.strictObject({ type: z.literal('strong'), text: words }),
    /** A link to another site; it opens in a new tab and says so. */
    z.strictObject({
      type: z.literal('link'),
      text: words,
      // A pattern rather than z.url(), so that the editor checks it too (a JSON Schema format it would not).
      href: z.string().regex(/^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/, { error: 'must be an address starting https://' }),
    }),
    /** A link to another page of this site, by its key in the route table (`privacy`). */
    z.strictObject({
      type: z.literal('page'),
      text: words,
      page: z.enum(routeKeys, { error: 'must be the key of a page of the site' }),
    }),
    /** A link to another section of the same document, by its id. */
    z.strictObject({ type: z.literal('section'), text: words, section: key }),
    /** The company's address, a link writing a mail with the document's subject. */
    z.strictObject({ type: z.literal('email') }),
    /** The date the documents apply from, in a `<time>`. */
    z.strictObject({ type: z.literal('effective-date') }),
  ],
  { error: 'must have a type: text, strong, link, page, section, email or effective-date' },
);

/** Runs of text shown as one, in order. */
export const runSchema = z.array(inlineSchema).min(1, { error: 'must not be empty' });

export const listItemSchema = z.strictObject({ text: runSchema });

/** A term and what it means, in words alone. */
export const definitionSchema = z.strictObject({ term: words, meaning: words });

/** One block of a section, its kind named by `type`: a paragraph, a bulleted list, definitions, or the company's contact card. */
export const blockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('paragraph'), text: runSchema }),
    z.strictObject({ type: z.literal('list'), items: z.array(listItemSchema).min(1, { error: 'must not be empty' }) }),
    z.strictObject({
      type: z.literal('definitions'),
      items: z.array(definitionSchema).min(1, { error: 'must not be empty' }),
    }),
    /** The company's name, offices, e-mail and phone numbers, from the site's constants. */
    z.strictObject({ type: z.literal('contact-card') }),
  ],
  { error: 'must have a type: paragraph, list, definitions or contact-card' },
);

/** A numbered section of a legal document; `id` is its anchor in the table of contents. */
export const sectionSchema = z.strictObject({ id: key, title: words, blocks: z.array(blockSchema).min(1) });

/** The drawings in `src/assets/`, decorating a slide (its text carries the meaning). */
export const illustrationNames = ['app-phone', 'data-shield', 'contact-envelope', 'terms-document'] as const;

/** One slide of the "at a glance" carousel above a legal document. */
export const glanceSlideSchema = z.strictObject({
  key,
  title: words,
  text: words,
  illustration: z.enum(illustrationNames, { error: `must be one of ${illustrationNames.join(', ')}` }),
  /** The section the slide summarises, linked as "Read …". */
  section: z.strictObject({ id: key, label: words }),
});

/** A legal page's words: the banner and breadcrumb come from the route table. */
export const legalDocumentSchema = z.strictObject({
  /** Label of the "at a glance" carousel, also used in its pause button's name. */
  glanceLabel: words,
  slides: z
    .array(glanceSlideSchema)
    .min(2, { error: 'must have at least two slides' })
    .max(4, { error: 'must have at most four slides' }),
  /** Subject of mails written from this document's e-mail links. */
  mailSubject: words,
  /** Blocks shown before the first section. */
  intro: z.array(blockSchema).min(1),
  sections: z.array(sectionSchema).min(1),
});

export type Inline = z.infer<typeof inlineSchema>;
export type Run = z.infer<typeof runSchema>;
export type ListItem = z.infer<typeof listItemSchema>;
export type Definition = z.infer<typeof definitionSchema>;
export type Block = z.infer<typeof blockSchema>;
export type LegalSectionContent = z.infer<typeof sectionSchema>;
export type GlanceSlideContent = z.infer<typeof glanceSlideSchema>;
export type Illustration = GlanceSlideContent['illustration'];
export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>;

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'privacy.yml': legalDocumentSchema,
  'terms.yml': legalDocumentSchema,
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
