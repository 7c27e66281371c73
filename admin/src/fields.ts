import { z } from 'zod';

/**
 * The editor's fields, generated from a part's zod schema: every key of a schema becomes a widget
 * of Decap CMS, optional keys are optional there, and what the schema's JSON Schema says of a value
 * (a pattern, a length, a minimum) becomes the widget's check, with the message zod itself gives
 * for a value that breaks it. So the editor refuses, with the build's own words, what the build
 * would refuse. What JSON Schema cannot say (that an icon's name is one of Bootstrap's files) is
 * left to the build's check.
 */

/** The shape of a Decap CMS field this generator writes (a subset of Decap's `CmsField`). */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'select' | 'object' | 'list' | 'hidden';
  required?: false;
  /** A regular expression the value must match, and the message shown when it does not. */
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: string[];
  default?: string;
  fields?: EditorField[];
  field?: EditorField;
  types?: EditorField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
}

/** Keys whose value is prose: a text area rather than a one-line input. */
const proseKeys = new Set(['text', 'lead', 'description', 'quote', 'paragraphs', 'summary', 'points', 'items']);

/** Labels where the key alone would not say what a marketing editor sees. */
const labels: Readonly<Record<string, string>> = {
  costInr: 'Price (rupees)',
  subDomains: 'Sub-domains',
  emails: 'Mailboxes',
  cta: 'Call to action',
  alsoCovers: 'Also covers (page)',
  id: 'Anchor',
};

/** `costInr` → "Cost inr": the key in words, unless `labels` names it. */
export function labelOf(key: string): string {
  const known = labels[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface JsonLeaf {
  type?: string;
  pattern?: string;
  /** Several patterns of one string, each its own. */
  allOf?: { pattern?: string }[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
}

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonLeaf;

/** The messages zod gives for the values that break a check, each once, as the editor shows them. */
function messagesFor(schema: z.ZodType, probes: unknown[]): string {
  const messages = probes.flatMap((value) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []);
  return [...new Set(messages)].join('; ');
}

/** A string's check as one regular expression: its patterns (each must match) and its length together. */
function stringPattern(schema: z.ZodType, json: JsonLeaf): [string, string] | undefined {
  const { maxLength, minLength } = json;
  const patterns = [json.pattern, ...(json.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
  if (!patterns.length && maxLength === undefined && minLength === undefined) return undefined;
  const length = maxLength !== undefined || minLength !== undefined ? `{${minLength ?? 0},${maxLength ?? ''}}` : '*';
  const body = `[\\s\\S]${length}`;
  const [only] = patterns;
  const regex =
    only !== undefined && patterns.length === 1 && maxLength === undefined
      ? only
      : `^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join('')}${body}$`;
  const probes = [' ', '#', '{}', ...(maxLength !== undefined ? ['x'.repeat(maxLength + 1)] : [])];
  return [regex, messagesFor(schema, probes)];
}

/** A number's check: whole or not, its bounds, and for "more than 0" a pattern (Decap's `min` is inclusive). */
function numberField(base: Pick<EditorField, 'name' | 'label'>, schema: z.ZodType): EditorField {
  const json = jsonOf(schema);
  const field: EditorField = { ...base, widget: 'number', value_type: json.type === 'integer' ? 'int' : 'float' };
  if (json.minimum !== undefined) field.min = json.minimum;
  if (json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER) field.max = json.maximum;
  if (json.exclusiveMinimum === 0) field.pattern = ['^[^-]*[1-9]', messagesFor(schema, [0, -1])];
  return field;
}

function listBounds(json: JsonLeaf): Pick<EditorField, 'min' | 'max'> {
  return {
    ...(json.minItems !== undefined && json.minItems > 0 ? { min: json.minItems } : {}),
    ...(json.maxItems !== undefined ? { max: json.maxItems } : {}),
  };
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema.def as Def;

/** Labels of the kinds of a typed list's items (a legal text's blocks and runs), where the kind alone would not say it. */
const typeLabels: Readonly<Record<string, string>> = {
  strong: 'Bold words',
  link: 'Link to another site',
  page: 'Link to a page of the site',
  section: 'Link to a section',
  email: 'Our e-mail address',
  'effective-date': 'Effective date',
  'contact-card': 'Contact card',
};

const wordsWidgets: readonly EditorField['widget'][] = ['string', 'text'];

/**
 * What names an entry in a list's summary: the first of its words that names it, or else the words
 * of the first run of its text (a legal text's paragraph or list item, a list of typed runs).
 */
function summaryOf(fields: EditorField[]): string | undefined {
  const key = ['title', 'name', 'heading', 'key', 'id', 'term', 'text'].find((name) =>
    fields.some((field) => field.name === name && wordsWidgets.includes(field.widget)),
  );
  if (key) return `{{fields.${key}}}`;
  const runs = fields.find((field) => field.types?.some((type) => type.fields?.some(({ name }) => name === 'text')));
  return runs && `{{fields.${runs.name}.0.text}}`;
}

/** One key of a schema as the editor's widget. */
export function fieldOf(name: string, schema: z.ZodType): EditorField {
  const def = defOf(schema);
  const base = { name, label: labelOf(name) };
  switch (def.type) {
    case 'optional':
      return optionalField(fieldOf(name, def.innerType as z.ZodType));
    case 'string': {
      const pattern = stringPattern(schema, jsonOf(schema));
      return { ...base, widget: proseKeys.has(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
    }
    case 'number':
      return numberField(base, schema);
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { ...base, widget: 'hidden', default: String((def.values as unknown[])[0]) };
    case 'object': {
      const fields = fieldsOf(schema);
      return { ...base, widget: 'object', fields, collapsed: false };
    }
    case 'tuple': {
      const items = def.items as z.ZodType[];
      const [first] = items;
      if (!first) throw new Error(`${name}: an empty tuple has nothing to edit`);
      return { ...base, widget: 'list', field: fieldOf(name, first), min: items.length, max: items.length };
    }
    case 'array':
      return listField(base, schema, def.element as z.ZodType);
    case 'union': {
      // One of some whole numbers the site's code expects (a select's values the API takes): the
      // editor shows the number, bounded; the build refuses one outside the list or listed twice.
      const values = (def.options as z.ZodType[]).flatMap((option) => {
        const optionDef = defOf(option);
        return optionDef.type === 'literal' ? (optionDef.values as unknown[]) : [undefined];
      });
      if (values.every((value): value is number => Number.isInteger(value)))
        return { ...base, widget: 'number', value_type: 'int', min: Math.min(...values), max: Math.max(...values) };
      throw new Error(`${name}: the editor has no widget for a zod union of other than whole numbers`);
    }
    default:
      throw new Error(`${name}: the editor has no widget for a zod ${def.type}`);
  }
}

/**
 * An optional key. Decap CMS checks the fields of an object the entry leaves out as if they were
 * there (the service pages' optional highlight and related page would block every save), so the
 * fields of an optional object are optional too: their patterns still hold for what is typed, and
 * the build refuses an object begun and left half empty.
 */
function optionalField(field: EditorField): EditorField {
  if (field.widget !== 'object') return { ...field, required: false };
  const fields = field.fields?.map(({ min: _min, ...inner }) => ({ ...inner, required: false as const }));
  return { ...field, required: false, ...(fields ? { fields } : {}) };
}

function listField(base: Pick<EditorField, 'name' | 'label'>, schema: z.ZodType, element: z.ZodType): EditorField {
  const bounds = listBounds(jsonOf(schema));
  const elementDef = defOf(element);
  if (elementDef.type === 'union' && typeof elementDef.discriminator === 'string') {
    const typeKey = elementDef.discriminator;
    const types = (elementDef.options as z.ZodType[]).map((option) => {
      const all = fieldsOf(option);
      // A kind with nothing but its type (the contact card) keeps that as a hidden field: Decap draws no object of no fields.
      const rest = all.filter((field) => field.name !== typeKey);
      const fields = rest.length ? rest : all;
      const kind = String((defOf((option as z.ZodObject).shape[typeKey] as z.ZodType).values as unknown[])[0]);
      const summary = summaryOf(fields);
      return {
        name: kind,
        label: typeLabels[kind] ?? labelOf(kind),
        widget: 'object' as const,
        fields,
        ...(summary ? { summary } : {}),
      };
    });
    return { ...base, widget: 'list', types, typeKey, collapsed: true, ...bounds };
  }
  if (elementDef.type === 'object') {
    const fields = fieldsOf(element);
    const summary = summaryOf(fields);
    return { ...base, widget: 'list', fields, collapsed: true, ...(summary ? { summary } : {}), ...bounds };
  }
  // Words in a list show open: a collapsed one would show only the list's name.
  return { ...base, widget: 'list', field: fieldOf(base.name, element), collapsed: false, ...bounds };
}

/** The fields of an object schema (a content file's whole shape), one per key, in the schema's order. */
export function fieldsOf(schema: z.ZodType): EditorField[] {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error(`a content file's schema must be an object, not a zod ${def.type}`);
  return Object.entries((schema as z.ZodObject).shape).map(([key, value]) => fieldOf(key, value as z.ZodType));
}
