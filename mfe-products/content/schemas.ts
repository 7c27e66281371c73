import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { productKeys, type ProductKey } from '@radix/site-kit/routes';
import type { IconName } from '../src/components/icon-urls';

/**
 * The schemas of the products part's content, the one source of its shape: the build checks every
 * file under `content/` against the schema `schemaFor` names for it (libs/tooling's content loader),
 * the components take the types inferred here, and the editor's fields are checked against them.
 * Icons are Bootstrap icon names, drawn from the URLs `src/components/icon-urls.ts` imports (a test
 * checks that it has each one the content names).
 */

/** Words a visitor reads: never empty or only spaces. */
const words = z.string().regex(/\S/, { error: 'must not be empty' });
const iconsFolder = path.join(path.dirname(require.resolve('bootstrap-icons/package.json')), 'icons');
const icon = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be the name of a Bootstrap icon, such as search' })
  .refine((name) => fs.existsSync(path.join(iconsFolder, `${name}.svg`)), {
    error: 'is not a Bootstrap icon',
  }) as unknown as z.ZodType<IconName>;
/** An anchor on the page: lower case words joined by hyphens. */
const anchor = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' });

/** One module, feature, report, reason or benefit: a short title and a sentence or two about it. */
export const contentItemSchema = z.strictObject({ icon, title: words, text: words });

/** The opening of a product page, under the banner. */
export const productIntroSchema = z.strictObject({
  /** Small label above the heading. */
  eyebrow: words,
  heading: words,
  paragraphs: z.array(words).min(1),
  /** Three to five short claims shown as a checklist. */
  highlights: z.array(words).min(3).max(5),
});

/** A section drawn as a grid of cards: issues, reasons, features or modules. */
export const cardSectionSchema = z.strictObject({
  kind: z.literal('cards'),
  /** Anchor and heading id, unique on the page. */
  id: anchor,
  eyebrow: words,
  heading: words,
  lead: words,
  items: z.array(contentItemSchema).min(1),
});

/** The "benefits and reporting" section: what the organisation gains, and the reports it gets. */
export const benefitsSectionSchema = z.strictObject({
  kind: z.literal('benefits'),
  id: anchor,
  eyebrow: words,
  heading: words,
  lead: words,
  benefits: z.array(contentItemSchema).min(1),
  reportsHeading: words,
  reports: z.array(contentItemSchema).min(1),
});

/** Everything a product page in the common layout says below its banner, in the order it is shown. */
export const productPageSchema = z.strictObject({
  intro: productIntroSchema,
  sections: z.array(z.discriminatedUnion('kind', [cardSectionSchema, benefitsSectionSchema])).min(1),
});

/** A feature named with its icon only, where a sentence each would be too much (mobile app features). */
export const featureChipSchema = z.strictObject({ title: words, icon });

const tabHead = { id: anchor, title: words, lead: words };
/** One tab of the module browser: either described cards or a compact list of named features. */
export const moduleTabSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...tabHead, kind: z.literal('cards'), items: z.array(contentItemSchema).min(1) }),
  z.strictObject({ ...tabHead, kind: z.literal('chips'), chips: z.array(featureChipSchema).min(1) }),
]);

/** The benefits to one group of people, shown as one accordion panel. */
export const benefitGroupSchema = z.strictObject({
  id: anchor,
  /** Who benefits, used in the panel's heading: "Benefits to {audience}". */
  audience: words,
  points: z.array(words).min(1),
});

const sectionHeading = z.strictObject({ eyebrow: words, title: words, lead: words });

/** The school ERP page, which has a layout of its own: its sections, module tabs and benefits. */
export const schoolErpPageSchema = z.strictObject({
  intro: productIntroSchema,
  challenges: cardSectionSchema,
  whyNeeded: cardSectionSchema,
  dashboards: cardSectionSchema,
  values: cardSectionSchema,
  modules: sectionHeading,
  moduleTabs: z.array(moduleTabSchema).min(1),
  benefits: sectionHeading,
  benefitGroups: z.array(benefitGroupSchema).min(1),
});

/** The products page's heading above the cards, and why clients choose the products. */
export const productsPageSchema = z.strictObject({
  heading: sectionHeading,
  promises: z.array(contentItemSchema).min(1),
});

/** How a product is presented in lists: the products page, Other Products and the home slider. */
export const productSummarySchema = z.strictObject({
  /** One line, for the home slider. */
  tagline: words.max(160, { error: 'must be at most 160 characters' }),
  /** Two or three sentences, for the products page. */
  description: words,
});

export const productSummariesSchema = z.strictObject(
  Object.fromEntries(productKeys.map((key) => [key, productSummarySchema])) as Record<
    ProductKey,
    typeof productSummarySchema
  >,
);

export type ContentItem = z.infer<typeof contentItemSchema>;
export type ProductIntro = z.infer<typeof productIntroSchema>;
export type CardSection = z.infer<typeof cardSectionSchema>;
export type BenefitsSection = z.infer<typeof benefitsSectionSchema>;
export type ProductSection = CardSection | BenefitsSection;
export type ProductContent = z.infer<typeof productPageSchema>;
export type FeatureChip = z.infer<typeof featureChipSchema>;
export type ModuleTab = z.infer<typeof moduleTabSchema>;
export type BenefitGroup = z.infer<typeof benefitGroupSchema>;
export type SchoolErpContent = z.infer<typeof schoolErpPageSchema>;
export type ProductsPageContent = z.infer<typeof productsPageSchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The products drawn in the common layout, each from `content/pages/<product>.yml`. */
export const commonLayoutProducts = [
  'timesheet',
  'leave',
  'project',
  'appraisal',
] as const satisfies readonly ProductKey[];

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'products.yml': productSummariesSchema,
  'products-page.yml': productsPageSchema,
  'pages/school-erp.yml': schoolErpPageSchema,
  ...Object.fromEntries(commonLayoutProducts.map((key) => [`pages/${key}.yml`, productPageSchema])),
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
