import { company } from '@radix/site-kit';
import type { Block, Inline, Run } from './types';

/** The text a visitor reads for a run of inline content; also a stable React key for it. */
export function plainText(run: Run): string {
  return run.map((part) => inlineText(part)).join('');
}

function inlineText(part: Inline): string {
  if (part.type === 'email') return company.email;
  if (part.type === 'effective-date') return 'effective date';
  return part.text;
}

/** A stable key for a block, derived from what it says. */
export function blockKey(block: Block): string {
  if (block.type === 'paragraph') return `p:${plainText(block.text)}`;
  if (block.type === 'list') return `ul:${block.items.map((item) => plainText(item.text)).join('|')}`;
  if (block.type === 'definitions') return `dl:${block.items.map((item) => item.term).join('|')}`;
  return 'contact';
}

/** A stable key for an inline part within its paragraph. */
export const inlineKey = (part: Inline): string => `${part.type}:${inlineText(part)}`;
