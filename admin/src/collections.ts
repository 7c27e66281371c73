import type { z } from 'zod';
import { routes } from '@radix/site-kit/routes';
import * as services from '../../mfe-services/content/schemas';
import { servicePages } from '../../mfe-services/src/routes';
import * as products from '../../mfe-products/content/schemas';
import * as shell from '../../shell/content/schemas';
import * as legal from '../../mfe-legal/content/schemas';
import * as forms from '../../mfe-forms/content/schemas';

/**
 * What the editor edits: one collection per kind of content, each of one part and pointing only at
 * that part's files under its `content/` folder, so a draft's pull request touches one part and
 * merging it deploys that part alone. Adding a collection is one entry here (its part, its files);
 * its fields come from the schema the part's `content/schemas.ts` names for each file.
 */

/** A part whose content the editor edits, by its package folder. */
export type ContentPart = 'mfe-services' | 'mfe-products' | 'mfe-legal' | 'mfe-forms' | 'shell';

/** A part's schemas: the one its build checks each content file against. */
export type SchemaLookup = (relativePath: string) => z.ZodType | undefined;

/** The schemas of each part, by folder; a part joins when its `content/schemas.ts` exists. */
export const partSchemas: Partial<Record<ContentPart, SchemaLookup>> = {
  'mfe-services': services.schemaFor,
  'mfe-products': products.schemaFor,
  'mfe-legal': legal.schemaFor,
  'mfe-forms': forms.schemaFor,
  shell: shell.schemaFor,
};

/** One file of a collection: its path inside the part's `content/` folder and the editor's name for it. */
export interface CollectionFile {
  /** Unique in its collection: the slug of a draft's branch `cms/<collection>/<name>`. */
  name: string;
  label: string;
  file: string;
}

export interface DeclaredCollection {
  name: string;
  label: string;
  /** What the collection holds, shown above its list. */
  description: string;
  part: ContentPart;
  files: CollectionFile[];
}

const slugOf = (file: string) =>
  file
    .replace(/\.ya?ml$/, '')
    .split('/')
    .pop() ?? file;

/** The legal pages by their route: each is `content/<route>.yml` of mfe-legal, and its file's name in the editor. */
export const legalPages = ['privacy', 'terms'] as const;

export const collections: readonly DeclaredCollection[] = [
  {
    name: 'hosting-plans',
    label: 'Hosting plans',
    description: 'The hosting tiers and their prices, shown on the Web Hosting page.',
    part: 'mfe-services',
    files: [{ name: 'hosting-plans', label: 'Hosting plans and prices', file: 'hosting-plans.yml' }],
  },
  {
    name: 'service-pages',
    label: 'Service pages',
    description: 'The words of each service page: introduction, what we deliver, how we work, why us.',
    part: 'mfe-services',
    files: servicePages.map((route) => {
      const file = services.servicePageFile(route.key);
      return { name: slugOf(file), label: route.label, file };
    }),
  },
  {
    name: 'services-lists',
    label: 'Services list',
    description: 'The service cards (the services page and the home page) and the copy around them.',
    part: 'mfe-services',
    files: [
      { name: 'service-cards', label: 'Service cards', file: 'service-cards.yml' },
      { name: 'services-overview', label: 'Services page and home section', file: 'services-overview.yml' },
    ],
  },
  {
    name: 'product-pages',
    label: 'Product pages',
    description: 'The words of each product page, below its banner.',
    part: 'mfe-products',
    files: [
      { name: 'school-erp', label: routes.schoolErp.label, file: 'pages/school-erp.yml' },
      ...products.commonLayoutProducts.map((key) => ({
        name: key,
        label: routes[key].label,
        file: `pages/${key}.yml`,
      })),
    ],
  },
  {
    name: 'products-lists',
    label: 'Products list',
    description: "Each product's tagline and description, and the products page's heading and promises.",
    part: 'mfe-products',
    files: [
      { name: 'products', label: 'Product summaries', file: 'products.yml' },
      { name: 'products-page', label: 'Products page', file: 'products-page.yml' },
    ],
  },
  {
    name: 'home-banners',
    label: 'Home page banners',
    description: 'The slides at the top of the home page.',
    part: 'shell',
    files: [{ name: 'home-banners', label: 'Home page banners', file: 'home-banners.yml' }],
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    description: 'What clients say, on the home page.',
    part: 'shell',
    files: [{ name: 'testimonials', label: 'Testimonials', file: 'testimonials.yml' }],
  },
  {
    name: 'clients',
    label: 'Clients',
    description: 'The client logos on the home page.',
    part: 'shell',
    files: [{ name: 'clients', label: 'Clients', file: 'clients.yml' }],
  },
  {
    name: 'home-page',
    label: 'Home page',
    description: 'The home page below its banners: the introduction, the features, the second banner and how it works.',
    part: 'shell',
    files: [
      { name: 'home-about', label: 'Introduction and newsletter', file: 'home-about.yml' },
      { name: 'features', label: 'Features', file: 'features.yml' },
      { name: 'highlights', label: 'Second banner', file: 'highlights.yml' },
      { name: 'how-it-works', label: 'How it works', file: 'how-it-works.yml' },
    ],
  },
  {
    name: 'about-and-contact',
    label: 'About and contact',
    description: 'The About page, its skills, and the contact blocks of the home and Contact Us pages.',
    part: 'shell',
    files: [
      { name: 'about', label: routes.about.label, file: 'about.yml' },
      { name: 'skills', label: 'Skills', file: 'skills.yml' },
      { name: 'contact', label: routes.contact.label, file: 'contact.yml' },
    ],
  },
  {
    name: 'legal-pages',
    label: 'Legal pages',
    description:
      'The privacy policy and the terms and conditions: the slides at a glance, then the text, in blocks (paragraphs, lists, definitions) of runs of words, bold words and links. A word in {braces} is a fact the site fills in.',
    part: 'mfe-legal',
    files: legalPages.map((route) => ({ name: route, label: routes[route].label, file: `${route}.yml` })),
  },
  {
    name: 'forms',
    label: 'Forms',
    description: "Each form's words: its button, its messages, the choices' labels and the notice under it.",
    part: 'mfe-forms',
    files: [
      { name: 'get-in-touch', label: 'Get in touch', file: 'get-in-touch.yml' },
      { name: 'product-inquiry', label: 'Product inquiry', file: 'product-inquiry.yml' },
      { name: 'subscribe', label: 'Subscribe', file: 'subscribe.yml' },
      { name: 'shared', label: 'Words the three forms share', file: 'shared.yml' },
    ],
  },
];

/** A file's path in the repository: the part's folder, `content/`, and its path there. */
export const repositoryPath = (part: ContentPart, file: string) => `${part}/content/${file}`;
