import { company } from '@radix/site-kit';
import type { Block, Inline } from './types';

/** The text a visitor reads for a run of inline content; also a stable React key for it. */
export function plainText(text: readonly Inline[]): string {
  return text
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.kind === 'email') return company.email;
      if (part.kind === 'effective-date') return 'effective date';
      return part.text;
    })
    .join('');
}

/** A stable key for a block, derived from what it says. */
export function blockKey(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `p:${plainText(block.text)}`;
    case 'list':
      return `ul:${block.items.map(plainText).join('|')}`;
    case 'definitions':
      return `dl:${block.items.map((item) => item.term).join('|')}`;
    case 'contact':
      return 'contact';
  }
}

/** A stable key for an inline part within its paragraph. */
export function inlineKey(part: Inline): string {
  return typeof part === 'string' ? `t:${part}` : `${part.kind}:${plainText([part])}`;
}
