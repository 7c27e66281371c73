import { z } from 'zod';
import { routes, type RouteKey } from '@radix/site-kit/routes';
import { factNames, factPattern, type FactName } from './fact-names';

/**
 * The schemas of the legal pages' content, the one source of its shape: the build checks every file
 * under `content/` against the schema `schemaFor` names for it (libs/tooling's content loader), and
 * the components take the types inferred here.
 *
 * The texts are prose in blocks (paragraphs, lists, definitions). A fact that is code's to know,
 * because a deployment renames it or a server sets it (the company's name, a cookie's name, how many
 * days a copy is kept), is written `{name}` inside the words and filled in from `src/content/legal-facts.ts`.
 */

const isFact = (name: string): name is FactName => (factNames as readonly string[]).includes(name);

/** Words a visitor reads: never empty or only spaces, each `{name}` in them a fact the site knows. */
const words = z
  .string()
  .regex(/\S/, { error: 'must not be empty' })
  .superRefine((text, context) => {
    for (const [, name = ''] of text.matchAll(factPattern)) {
      if (!isFact(name)) {
        context.addIssue({
          code: 'custom',
          message: `{${name}} is not a fact the site fills in; the facts are ${factNames.map((fact) => `{${fact}}`).join(', ')}`,
        });
      }
    }
  });
/** A name unique in its document, used as an anchor or a key: lower-case words joined by hyphens. */
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' });
const routeKeys = Object.keys(routes) as [RouteKey, ...RouteKey[]];

/**
 * A run of text inside a paragraph, list item or definition: words, or one of the few things prose
 * needs (emphasis, links, and what the site writes in one place: its e-mail address, the date the
 * documents apply from).
 */
export const inlineSchema = z.union(
  [
    words,
    z.strictObject({ strong: words }),
    /** A link to another site; it opens in a new tab and says so. */
    z.strictObject({
      link: words,
      href: z.url({ protocol: /^https$/, error: 'must be an address starting https://' }),
    }),
    /** A link to another page of this site, by its key in the route table (`privacy`). */
    z.strictObject({ page: z.enum(routeKeys, { error: 'must be the key of a page of the site' }), text: words }),
    /** A link to another section of the same document, by its id. */
    z.strictObject({ section: key, text: words }),
    /** `email`: the company's address, a link writing a mail with the document's subject; `effective-date`: the date, in a `<time>`. */
    z.strictObject({
      insert: z.enum(['email', 'effective-date'], { error: 'must be email or effective-date' }),
    }),
  ],
  {
    error:
      'must be words, or one of strong, link with href, page with text, section with text, insert: email or insert: effective-date',
  },
);

/** Runs of text shown as one: a single run may be written alone. */
export const runSchema = z.union([inlineSchema, z.array(inlineSchema).min(1, { error: 'must not be empty' })]);

export const definitionSchema = z.strictObject({ term: words, meaning: runSchema });

/** One block of a section: a paragraph, a bulleted list, definitions, or the company's contact card. */
export const blockSchema = z.union(
  [
    z.strictObject({ paragraph: runSchema }),
    z.strictObject({ list: z.array(runSchema).min(1, { error: 'must not be empty' }) }),
    z.strictObject({ definitions: z.array(definitionSchema).min(1, { error: 'must not be empty' }) }),
    /** The company's name, offices, e-mail and phone numbers, from the site's constants. */
    z.strictObject({ insert: z.literal('contact-card', { error: 'must be contact-card' }) }),
  ],
  { error: 'must be one of paragraph, list, definitions or insert: contact-card' },
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
