import type { Block, Definition, Inline } from './types';

/** Shorthands that keep the legal texts readable as data. */
export const p = (...text: Inline[]): Block => ({ kind: 'paragraph', text });

export const list = (...items: (Inline | readonly Inline[])[]): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item as Inline])),
});

export const definitions = (...items: Definition[]): Block => ({ kind: 'definitions', items });

export const strong = (text: string): Inline => ({ kind: 'strong', text });

export const contact: Block = { kind: 'contact' };
export const email: Inline = { kind: 'email' };
export const effective: Inline = { kind: 'effective-date' };
