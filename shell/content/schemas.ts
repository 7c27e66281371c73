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
  cta: z.strictObject({ label: words, page: z.enum(routeKeys, { error: 'must be the key of a page of the site' }) }),
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

export type HeroSlideContent = z.infer<typeof heroSlideSchema>;
export type HomeBanners = z.infer<typeof homeBannersSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type Client = z.infer<typeof clientSchema>;
export type LogoMark = Client['mark'];
export type ClientsContent = z.infer<typeof clientsSchema>;

/** The schema of each file under `content/`, by its path there. */
export const contentFiles: Readonly<Record<string, z.ZodType>> = {
  'home-banners.yml': homeBannersSchema,
  'testimonials.yml': testimonialsSchema,
  'clients.yml': clientsSchema,
};

export const schemaFor = (relativePath: string): z.ZodType | undefined => contentFiles[relativePath];
