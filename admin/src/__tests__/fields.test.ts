import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import * as productSchemas from '../../../mfe-products/content/schemas';
import * as serviceSchemas from '../../../mfe-services/content/schemas';
import * as shellSchemas from '../../../shell/content/schemas';
import * as formsSchemas from '../../../mfe-forms/content/schemas';
import * as legalSchemas from '../../../mfe-legal/content/schemas';
import { collections, partSchemas, repositoryPath } from '../collections';
import { routes } from '@radix/site-kit/routes';
import { editorConfig, editorOrigin, editorOriginIn, wranglerToml, type EditorFile } from '../config';
import { editorPath } from '../ports';
import type { EditorField } from '../fields';

const root = path.join(__dirname, '../../..');
const config = editorConfig({ siteUrl: 'https://www.radixsoftech.example' });
const files = config.collections.flatMap((collection) => collection.files);
const fileOf = (collection: string, name: string): EditorFile => {
  const found = config.collections.find((c) => c.name === collection)?.files.find((file) => file.name === name);
  if (!found) throw new Error(`no file ${name} in ${collection}`);
  return found;
};
const fieldAt = (fields: EditorField[] | undefined, ...names: string[]): EditorField => {
  const [first, ...rest] = names;
  const field = fields?.find((candidate) => candidate.name === first);
  if (!field) throw new Error(`no field ${first}`);
  return rest.length ? fieldAt(field.fields, ...rest) : field;
};
const schemaOfFile = (file: EditorFile) => {
  const [part, , ...inside] = file.file.split('/');
  const schema = partSchemas[part as keyof typeof partSchemas]?.(inside.join('/'));
  if (!schema) throw new Error(`no schema for ${file.file}`);
  return schema;
};

/**
 * What Decap CMS 3.16 refuses when saving, as its editor control does (Widget.js: presence, where
 * null, '', an empty list or object is empty and a number never is, then the field's pattern on the value; the number widget's `min`/`max`
 * unless a pattern is set; the list widget's `min`/`max`): the message shown, or undefined.
 */
function editorRefusal(field: EditorField, value: unknown): string | undefined {
  const empty =
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (value.constructor === Object && Object.keys(value).length === 0);
  if (empty && field.required !== false) return `${field.label} is required.`;
  if (empty) return undefined;
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value)))
    return `${field.label} didn't match the pattern: ${field.pattern[1]}`;
  if (field.widget === 'number' && !field.pattern && typeof value === 'number') {
    if (field.min !== undefined && value < field.min) return `${field.label} must be at least ${field.min}.`;
    if (field.max !== undefined && value > field.max) return `${field.label} must be at most ${field.max}.`;
  }
  if (field.widget === 'list' && Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) return `${field.label} needs at least ${field.min}.`;
    if (field.max !== undefined && value.length > field.max) return `${field.label} takes at most ${field.max}.`;
    const inner = field.field;
    if (inner) return value.map((item) => editorRefusal(inner, item)).find(Boolean);
    return value.map((item) => refusalIn(fieldsOfItem(field, item), item)).find(Boolean);
  }
  if (field.widget === 'object') return refusalIn(field.fields ?? [], value);
  return undefined;
}

function fieldsOfItem(list: EditorField, item: unknown): EditorField[] {
  if (!list.types) return list.fields ?? [];
  const kind = (item as Record<string, unknown>)[list.typeKey ?? 'type'];
  return list.types.find((type) => type.name === kind)?.fields ?? [];
}

function refusalIn(fields: EditorField[], data: unknown): string | undefined {
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.map((field) => editorRefusal(field, record[field.name])).find(Boolean);
}

/** Each key of a zod object and the editor's field for it: same names, same order, same requiredness. */
function expectFieldsMatch(schema: z.ZodType, fields: EditorField[] | undefined, where: string, inOptional = false) {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
  expect({ where, names: fields?.map((field) => field.name) }).toEqual({ where, names: Object.keys(shape) });
  for (const [key, value] of Object.entries(shape)) {
    const field = fieldAt(fields, key);
    const optional = value.def.type === 'optional';
    expect({ at: `${where}.${key}`, required: field.required !== false }).toEqual({
      at: `${where}.${key}`,
      // The fields of an optional object are optional in the editor (Decap checks them even when it is left out).
      required: !optional && !inOptional,
    });
    const inner = optional ? (value.def as unknown as { innerType: z.ZodType }).innerType : value;
    expectWidgetMatch(inner, field, `${where}.${key}`, optional);
  }
}

function expectWidgetMatch(schema: z.ZodType, field: EditorField, where: string, optional = false) {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  const widgets: Record<string, EditorField['widget'][]> = {
    string: ['string', 'text'],
    number: ['number'],
    enum: ['select'],
    object: ['object'],
    array: ['list'],
    tuple: ['list'],
    literal: ['hidden'],
    union: ['number'],
  };
  expect({ where, widget: widgets[def.type]?.includes(field.widget) }).toEqual({ where, widget: true });
  if (def.type === 'object') expectFieldsMatch(schema, field.fields, where, optional);
  if (def.type === 'array') {
    const element = def.element as z.ZodType;
    const elementDef = element.def as unknown as Record<string, unknown> & { type: string };
    if (elementDef.type === 'object') expectFieldsMatch(element, field.fields, `${where}[]`);
    else if (elementDef.type === 'union') {
      for (const option of elementDef.options as z.ZodObject[]) {
        const kind = String((option.shape[field.typeKey ?? ''] as z.ZodLiteral).value);
        const type = field.types?.find((candidate) => candidate.name === kind);
        const rest = Object.fromEntries(Object.entries(option.shape).filter(([key]) => key !== field.typeKey));
        // A kind of nothing but its type keeps the type as its one (hidden) field.
        expectFieldsMatch(Object.keys(rest).length ? z.strictObject(rest) : option, type?.fields, `${where}[${kind}]`);
      }
    } else if (field.field) expectWidgetMatch(element, field.field, `${where}[]`);
  }
}

describe('the editor’s collections', () => {
  it('point each only at files of their own part, files that exist, each with the schema its build checks it against', () => {
    for (const collection of collections) {
      for (const { file } of collection.files) {
        const repoPath = repositoryPath(collection.part, file);
        expect(repoPath.startsWith(`${collection.part}/content/`)).toBe(true);
        expect(fs.existsSync(path.join(root, repoPath))).toBe(true);
        expect(partSchemas[collection.part]?.(file)).toBeDefined();
      }
    }
  });

  it('cover every content file of every part', () => {
    const edited = new Set(files.map((file) => file.file));
    const parts = {
      'mfe-services': serviceSchemas,
      'mfe-products': productSchemas,
      'mfe-forms': formsSchemas,
      'mfe-legal': legalSchemas,
      shell: shellSchemas,
    };
    for (const [part, schemas] of Object.entries(parts)) {
      for (const file of Object.keys(schemas.contentFiles)) expect(edited).toContain(`${part}/content/${file}`);
    }
  });

  it('show the legal pages of mfe-legal, the privacy policy and the terms, drawn by their route', () => {
    const legal = config.collections.find((collection) => collection.name === 'legal-pages');
    expect(legal?.label).toBe('Legal pages');
    expect(legal?.files.map(({ name, label, file }) => ({ name, label, file }))).toEqual([
      { name: 'privacy', label: routes.privacy.label, file: 'mfe-legal/content/privacy.yml' },
      { name: 'terms', label: routes.terms.label, file: 'mfe-legal/content/terms.yml' },
    ]);
  });

  it('give every field of every schema a widget, optional exactly where the schema is', () => {
    for (const file of files) expectFieldsMatch(schemaOfFile(file), file.fields, file.file);
  });

  it('accept every content file as it stands, as the build does', () => {
    for (const file of files) {
      const data: unknown = parse(fs.readFileSync(path.join(root, file.file), 'utf8'));
      expect(schemaOfFile(file).safeParse(data).success).toBe(true);
      expect({ file: file.file, refusal: refusalIn(file.fields, data) }).toEqual({
        file: file.file,
        refusal: undefined,
      });
    }
  });
});

describe('what the build refuses, the editor refuses with the build’s words', () => {
  const plans = fileOf('hosting-plans', 'hosting-plans');
  const price = fieldAt(fieldAt(plans.fields, 'plans').fields, 'costInr');

  it('an empty or blank title', () => {
    const heading = fieldAt(plans.fields, 'heading');
    expect(editorRefusal(heading, '')).toBe('Heading is required.');
    expect(editorRefusal(heading, '   ')).toBe("Heading didn't match the pattern: must not be empty");
    expect(serviceSchemas.hostingPlansSchema.shape.heading.safeParse('   ').success).toBe(false);
    const seoHeading = fieldAt(fileOf('service-pages', 'seo').fields, 'intro', 'heading');
    expect(editorRefusal(seoHeading, ' ')).toMatch(/must not be empty/);
  });

  it('a price that is not a number, or not more than 0', () => {
    // The number widget hands on '' for what does not read as a number.
    expect(editorRefusal(price, '')).toBe('Price (rupees) is required.');
    expect(editorRefusal(price, -5)).toBe("Price (rupees) didn't match the pattern: must be more than 0");
    expect(serviceSchemas.hostingPlanSchema.shape.costInr.safeParse(-5).error?.issues[0]?.message).toBe(
      'must be more than 0',
    );
    expect(price.value_type).toBe('float');
    expect(editorRefusal(price, 2499.5)).toBeUndefined();
  });

  it('a description over 160 characters', () => {
    const summary = fieldAt(fieldAt(fileOf('services-lists', 'service-cards').fields, 'cards').fields, 'summary');
    expect(editorRefusal(summary, 'x'.repeat(160))).toBeUndefined();
    expect(editorRefusal(summary, 'x'.repeat(161))).toMatch(/must be at most 160 characters/);
    const banner = fieldAt(fieldAt(fileOf('home-banners', 'home-banners').fields, 'slides').fields, 'description');
    expect(editorRefusal(banner, 'y'.repeat(161))).toMatch(/must be at most 160 characters/);
    const tagline = fieldAt(fileOf('products-lists', 'products').fields, 'timesheet', 'tagline');
    expect(editorRefusal(tagline, 'z'.repeat(161))).toMatch(/must be at most 160 characters/);
  });

  it('but not the fields of an optional section the entry leaves out', () => {
    const seo = fileOf('service-pages', 'seo');
    const data: unknown = parse(fs.readFileSync(path.join(root, seo.file), 'utf8'));
    expect(data).not.toHaveProperty('highlight');
    expect(refusalIn(seo.fields, data)).toBeUndefined();
    expect(editorRefusal(fieldAt(seo.fields, 'highlight', 'heading'), ' ')).toMatch(/must not be empty/);
  });

  it('a list shorter or longer than the schema allows', () => {
    const highlights = fieldAt(fileOf('product-pages', 'timesheet').fields, 'intro', 'highlights');
    expect(editorRefusal(highlights, ['a', 'b'])).toBeDefined();
    expect(editorRefusal(highlights, ['a', 'b', 'c', 'd', 'e', 'f'])).toBeDefined();
    expect(editorRefusal(highlights, ['a', 'b', 'c'])).toBeUndefined();
  });
});

describe('the legal pages’ typed blocks and runs', () => {
  const privacy = fileOf('legal-pages', 'privacy');
  const intro = fieldAt(privacy.fields, 'intro');
  const typeOf = (list: EditorField, kind: string) => {
    const type = list.types?.find((candidate) => candidate.name === kind);
    if (!type) throw new Error(`no type ${kind} in ${list.name}`);
    return type;
  };
  const paragraphText = fieldAt(typeOf(intro, 'paragraph').fields, 'text');
  const words = fieldAt(typeOf(paragraphText, 'text').fields, 'text');
  const href = fieldAt(typeOf(paragraphText, 'link').fields, 'href');
  const legalRefusal = (value: unknown) =>
    legalSchemas.legalDocumentSchema.shape.intro.safeParse([{ type: 'paragraph', text: [value] }]).error?.issues[0]
      ?.message;

  it('are lists whose items name their kind by `type`, as the schema’s discriminated unions do', () => {
    expect(intro).toMatchObject({ widget: 'list', typeKey: 'type' });
    expect(intro.types?.map((type) => type.name)).toEqual(['paragraph', 'list', 'definitions', 'contact-card']);
    expect(paragraphText).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 });
    expect(paragraphText.types?.map((type) => type.label)).toEqual([
      'Text',
      'Bold words',
      'Link to another site',
      'Link to a page of the site',
      'Link to a section',
      'Our e-mail address',
      'Effective date',
    ]);
    // A kind of no words keeps its type as a hidden field: Decap draws no object of no fields.
    expect(typeOf(intro, 'contact-card').fields).toEqual([
      { name: 'type', label: 'Type', widget: 'hidden', default: 'contact-card' },
    ]);
    // A collapsed paragraph shows its first words.
    expect(typeOf(intro, 'paragraph').summary).toBe('{{fields.text.0.text}}');
  });

  it('refuse blank words, a fact the site does not fill in and a link that is not https, as the build does', () => {
    expect(editorRefusal(words, 'The site at {website}.')).toBeUndefined();
    expect(editorRefusal(words, 'A brace { alone is a word.')).toBeUndefined();
    expect(editorRefusal(words, '  ')).toMatch(/^Text didn't match the pattern: must not be empty; /);
    for (const text of ['Write to {companyEmail}.', 'Write to {}.', '{app} and {appStore} and {website }']) {
      expect(legalRefusal({ type: 'text', text })).toMatch(/may name in braces only a fact the site fills in/);
      expect(editorRefusal(words, text)).toMatch(/may name in braces only a fact the site fills in: \{company\}/);
    }
    expect(legalRefusal({ type: 'link', text: 'partner', href: 'http://example.com/' })).toBe(
      'must be an address starting https://',
    );
    expect(editorRefusal(href, 'http://example.com/')).toBe(
      "Href didn't match the pattern: must be an address starting https://",
    );
    expect(editorRefusal(href, 'https://www.google.com/policies/privacy/')).toBeUndefined();
  });

  it('refuse a paragraph emptied of every run, and a list of no items', () => {
    expect(editorRefusal(paragraphText, [])).toBe('Text is required.');
    expect(legalRefusal(undefined)).toBeDefined();
    const items = fieldAt(typeOf(intro, 'list').fields, 'items');
    expect(editorRefusal(items, [])).toBe('Items is required.');
  });
});

describe('the production configuration', () => {
  it('signs in with GitHub through the edge’s OAuth endpoint on the editor’s origin, drafts as pull requests, no local backend', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      branch: 'main',
      base_url: editorOrigin,
      auth_endpoint: 'admin/auth',
    });
    expect(config.backend.preview_context).toContain('deploy');
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config).not.toHaveProperty('local_backend');
    expect(new URL(editorOrigin).origin).not.toBe(new URL(config.site_url).origin);
  });

  it('signs in on the one origin the edge serves it on, its EDITOR_ORIGIN, a host other than the site’s', () => {
    const toml = fs.readFileSync(wranglerToml, 'utf8');
    expect(editorOrigin).toBe('https://cms.radixsoftech.example');
    expect(editorOriginIn(toml)).toBe(editorOrigin);
    const siteOrigin = /^SITE_ORIGIN\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
    expect(new URL(siteOrigin ?? '').host).not.toBe(new URL(editorOrigin).host);
    // The worker's host list names the editor's, so that Cloudflare routes its requests to the worker.
    expect(toml).toMatch(new RegExp(`\\{ pattern = "${new URL(editorOrigin).host.replace(/\./g, '\\.')}"`));
    // A commented line or another section's key is no origin.
    expect(() =>
      editorOriginIn('# EDITOR_ORIGIN = "https://a.example"\n[vars]\nSITE_ORIGIN = "https://b.example"\n'),
    ).toThrow(/names no EDITOR_ORIGIN/);
    expect(() => editorOriginIn('[vars]\n[other]\nEDITOR_ORIGIN = "https://c.example"\n')).toThrow(
      /names no EDITOR_ORIGIN/,
    );
  });

  it('is no page of the site: the route table, which the sitemap lists, has nothing under /admin/', () => {
    const paths = Object.values(routes).map((route) => route.path);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((route) => `${route}/`.startsWith(editorPath))).toEqual([]);
  });
});
