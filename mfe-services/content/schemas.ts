import { z } from 'zod';
import { servicePages, type ServicePageKey } from '../src/routes';

/**
 * The schemas of the services part's content, the one source of its shape: the build checks every
 * file under `content/` against the schema `schemaFor` names for it (libs/tooling's content loader),
 * the components take the types inferred here, and the editor's fields are checked against them.
 */

/** Words a visitor reads: never empty or only spaces. */
const words = z.string().regex(/\S/, { error: 'must not be empty' });
const icon = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be the name of a Bootstrap icon, such as search' });
const serviceKeys = servicePages.map((route) => route.key) as [ServicePageKey, ...ServicePageKey[]];
const service = z.enum(serviceKeys, { error: `must be one of the service pages: ${serviceKeys.join(', ')}` });

export const featureItemSchema = z.strictObject({
  /** A single-colour icon; omitted on text-only pages. */
  icon: icon.optional(),
  title: words,
  text: words,
});

/** A titled grid of feature cards. */
export const featureSectionSchema = z.strictObject({
  heading: words,
  lead: words,
  items: z.array(featureItemSchema).min(1),
});

/** One step of how the work is done, in order. */
export const processStepSchema = z.strictObject({ title: words, text: words });

const callToAction = z.strictObject({ heading: words, text: words, label: words });

/**
 * What a service page says, in story order: the problem and what the service is, what we deliver,
 * an optional highlight, how we work, why choose us and the call to action.
 */
export const servicePageSchema = z.strictObject({
  /** Short kicker above the intro heading. */
  eyebrow: words,
  intro: z.strictObject({ heading: words, paragraphs: z.array(words).min(1) }),
  features: featureSectionSchema,
  /** A second grid for what deserves its own block (the benefits of Flutter). */
  highlight: featureSectionSchema.optional(),
  process: z.strictObject({ heading: words, steps: z.array(processStepSchema).min(1) }),
  benefits: z.strictObject({ heading: words, items: z.array(words).min(1) }),
  /** A pointer to a closely related service page. */
  related: z.strictObject({ service, text: words }).optional(),
  cta: callToAction,
});

/** One hosting tier; sizes written as shown to visitors. */
export const hostingPlanSchema = z.strictObject({
  name: words,
  /** Disk space. */
  space: words,
  /** Monthly data transfer. */
  bandwidth: words,
  subDomains: z.int({ error: 'must be a whole number' }).nonnegative(),
  emails: z.int({ error: 'must be a whole number' }).nonnegative(),
  /** Price in Indian rupees for the period. */
  costInr: z.number({ error: 'must be a number' }).positive({ error: 'must be more than 0' }),
});

/** The tiers, smallest first, what every one of them includes and the period a price covers. */
export const hostingPlansSchema = z.strictObject({
  heading: words,
  lead: words,
  plans: z.array(hostingPlanSchema).min(1),
  inclusions: z.array(words),
  period: words,
});

/** One card of the services list and of the home services grid. */
export const serviceCardSchema = z.strictObject({
  /** The page the card leads to. */
  service,
  /** Card title; the page's own label when omitted. */
  title: words.optional(),
  summary: words.max(160, { error: 'must be at most 160 characters' }),
  icon,
  /** A second page the card also covers, linked from the card. */
  alsoCovers: service.optional(),
});

export const serviceCardsSchema = z.strictObject({ cards: z.array(serviceCardSchema).min(1) });

/** Copy of the services list page around the cards, and of the home page's services grid. */
export const servicesOverviewSchema = z.strictObject({
  cards: z.strictObject({ heading: words, lead: words }),
  home: z.strictObject({ heading: words, lead: words, allLabel: words }),
  approach: z.strictObject({ heading: words, lead: words, steps: z.array(processStepSchema).min(1) }),
  cta: callToAction,
});

export type FeatureItem = z.infer<typeof featureItemSchema>;
export type FeatureSection = z.infer<typeof featureSectionSchema>;
export type ProcessStep = z.infer<typeof processStepSchema>;
export type HostingPlan = z.infer<typeof hostingPlanSchema>;
export type HostingPlansContent = z.infer<typeof hostingPlansSchema>;
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type ServicesOverview = z.infer<typeof servicesOverviewSchema>;
/** A service page as drawn: its own file, and on the web hosting page the hosting plans. */
export type ServiceContent = z.infer<typeof servicePageSchema> & { plans?: HostingPlansContent };

/** The file a service page's copy lives in, inside `content/`: its key in kebab case. */
export const servicePageFile = (key: ServicePageKey) =>
  `services/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.yml`;

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'hosting-plans.yml': hostingPlansSchema,
  'service-cards.yml': serviceCardsSchema,
  'services-overview.yml': servicesOverviewSchema,
  ...Object.fromEntries(serviceKeys.map((key) => [servicePageFile(key), servicePageSchema])),
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
