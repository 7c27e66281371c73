import { z } from 'zod';
import { routes, type RouteKey } from '@radix/site-kit/routes';

/**
 * The schemas of the shell's content, the one source of its shape: the build checks every file
 * under `content/` against the schema `schemaFor` names for it (libs/tooling's content loader), and
 * the components take the types inferred here.
 */

/** Words a visitor reads: never empty or only spaces. */
const words = z.string().regex(/\S/, { error: 'must not be empty' });
/** A name unique in its list, used as the React key: lower-case words joined by hyphens. */
const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' });
const routeKeys = Object.keys(routes) as [RouteKey, ...RouteKey[]];
/** A page of the site, by its route's key (`websiteDesign`). */
const page = z.enum(routeKeys, { error: 'must be the key of a page of the site' });
/** A link's words and the page it leads to. */
const link = z.strictObject({ label: words, page });

/** One slide of the home page's banner: one of the offers, with its call to action. */
export const heroSlideSchema = z.strictObject({
  key,
  /** The offer's name, shown as the slide's heading. */
  title: words,
  /** The promise to the visitor, one line under the title. */
  subtitle: words,
  /** Two sentences on what the visitor gets. */
  description: words.max(160, { error: 'must be at most 160 characters' }),
  /** The button's words and the page it leads to (a route's key: `websiteDesign`). */
  cta: link,
  /** Which drawn illustration the slide shows. */
  art: z.enum(['web', 'mobile', 'seo', 'marketing']),
});

export const homeBannersSchema = z.strictObject({ slides: z.array(heroSlideSchema).min(1) });

/** What one client says about working with the company, with who said it and where. */
export const testimonialSchema = z.strictObject({
  key,
  /** The client's words, naming a concrete result. */
  quote: words,
  name: words,
  /** Role and organisation ("Principal, Shreeji Vidyalaya"). */
  role: words,
  city: words,
});

export const testimonialsSchema = z.strictObject({
  heading: words,
  lead: words,
  testimonials: z.array(testimonialSchema).min(1),
});

/** A client organisation shown in the logo strip, drawn as a wordmark that takes its colour on hover. */
export const clientSchema = z.strictObject({
  key,
  /** Full name: the logo's text alternative. */
  name: words,
  /** The two lines of the wordmark as drawn. */
  wordmark: z.tuple([words, words]),
  /** Letters inside the emblem. */
  initials: z.string().regex(/^[A-Z]{1,3}$/, { error: 'must be one to three capital letters' }),
  /** The emblem drawn beside the name. */
  mark: z.enum(['shield', 'circle', 'hexagon', 'leaf', 'square', 'wave']),
  /** Brand colour shown on hover. */
  colour: z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'must be a colour written #RRGGBB' }),
  city: words,
});

export const clientsSchema = z.strictObject({ heading: words, lead: words, clients: z.array(clientSchema).min(1) });

/** The drawn glyphs (`src/features/ui/glyphs/`) an item of a block may show: each block lists its own, so a page carries only the glyphs it draws. */
const glyphOf = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  z.enum(names, { error: `must be one of ${names.join(', ')}` });

/** A short titled text with one of the block's glyphs: a feature, a step, a statement. */
const iconItem = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  z.strictObject({ key, title: words, text: words, icon: glyphOf(names) });

/** The home page's short company introduction, its values (a slider) and the newsletter block. */
export const homeAboutSchema = z.strictObject({
  eyebrow: words,
  heading: words,
  paragraphs: z.array(words).min(1),
  /** What the company brings, as a short checklist. */
  points: z.array(words).min(1),
  /** The link to the About page (or another). */
  more: link,
  values: z.array(z.strictObject({ key, title: words, text: words })).min(1),
  subscribe: z.strictObject({ heading: words, text: words }),
});

export const featureGlyphs = ['shield', 'mobile', 'chart', 'cloud', 'speed', 'support'] as const;

/** The home page's feature block: the strengths of the company's software and service. */
export const featuresSchema = z.strictObject({
  heading: words,
  lead: words,
  features: z.array(iconItem(featureGlyphs)).min(1),
});

/** The home page's second banner: reasons to choose the company, each with a figure and a link. */
export const highlightsSchema = z.strictObject({
  heading: words,
  highlights: z
    .array(
      z.strictObject({
        key,
        /** The figure that catches the eye, in quotes ("70"). */
        figure: z
          .string({ error: 'must be written in quotes, such as "70"' })
          .regex(/\S/, { error: 'must not be empty' }),
        /** What the figure counts ("modules in our school ERP"). */
        figureLabel: words,
        title: words,
        text: words,
        link,
      }),
    )
    .min(1),
});

export const stepGlyphs = ['chat', 'plan', 'launch'] as const;

/** The home page's "How it works": how a project runs, from first call to launch, in order. */
export const howItWorksSchema = z.strictObject({
  heading: words,
  lead: words,
  steps: z.array(iconItem(stepGlyphs)).min(1),
});

const headed = z.strictObject({ heading: words, lead: words });

/** The contact blocks: the Get in touch section on the home page and the Contact Us page. */
export const contactSchema = z.strictObject({
  getInTouch: headed,
  offices: headed,
  form: headed,
  phonesTitle: words,
  emailTitle: words,
  emailNote: words,
});

export const statementGlyphs = ['growth', 'launch'] as const;

/** The About page: the introduction, the vision and mission, and how a project runs. */
export const aboutSchema = z.strictObject({
  intro: z.strictObject({ eyebrow: words, heading: words, paragraphs: z.array(words).min(1) }),
  statements: z.array(iconItem(statementGlyphs)).min(1),
  story: z.strictObject({
    heading: words,
    lead: words,
    steps: z.array(z.strictObject({ key, title: words, text: words })).min(1),
  }),
});

/** The About page's skill bars. */
export const skillsSchema = z.strictObject({
  heading: words,
  lead: words,
  skills: z
    .array(
      z.strictObject({
        key,
        label: words,
        /** The bar's percentage. */
        value: z
          .number({ error: 'must be a whole number from 0 to 100' })
          .int({ error: 'must be a whole number from 0 to 100' })
          .min(0, { error: 'must be a whole number from 0 to 100' })
          .max(100, { error: 'must be a whole number from 0 to 100' }),
      }),
    )
    .min(1),
});

export type HeroSlideContent = z.infer<typeof heroSlideSchema>;
export type HomeBanners = z.infer<typeof homeBannersSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type Client = z.infer<typeof clientSchema>;
export type LogoMark = Client['mark'];
export type ClientsContent = z.infer<typeof clientsSchema>;
export type HomeAboutContent = z.infer<typeof homeAboutSchema>;
export type FeaturesContent = z.infer<typeof featuresSchema>;
export type HighlightsContent = z.infer<typeof highlightsSchema>;
export type HowItWorksContent = z.infer<typeof howItWorksSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type SkillsContent = z.infer<typeof skillsSchema>;

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'home-banners.yml': homeBannersSchema,
  'testimonials.yml': testimonialsSchema,
  'clients.yml': clientsSchema,
  'home-about.yml': homeAboutSchema,
  'features.yml': featuresSchema,
  'highlights.yml': highlightsSchema,
  'how-it-works.yml': howItWorksSchema,
  'contact.yml': contactSchema,
  'about.yml': aboutSchema,
  'skills.yml': skillsSchema,
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
