import { company } from '@radix/site-kit';
import type { Block, Inline, Run } from './types';

/** The runs of text a paragraph, list item or definition shows, a single run written alone included. */
export const runsOf = (run: Run): readonly Inline[] => (Array.isArray(run) ? run : [run]);

/** The text a visitor reads for a run of inline content; also a stable React key for it. */
export function plainText(run: Run): string {
  return runsOf(run)
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      if ('link' in part) return part.link;
      if ('text' in part) return part.text;
      return part.insert === 'email' ? company.email : 'effective date';
    })
    .join('');
}

/** A stable key for a block, derived from what it says. */
export function blockKey(block: Block): string {
  if ('paragraph' in block) return `p:${plainText(block.paragraph)}`;
  if ('list' in block) return `ul:${block.list.map(plainText).join('|')}`;
  if ('definitions' in block) return `dl:${block.definitions.map((item) => item.term).join('|')}`;
  return 'contact';
}

/** A stable key for an inline part within its paragraph. */
export function inlineKey(part: Inline): string {
  if (typeof part === 'string') return `t:${part}`;
  const kind = Object.keys(part)[0] ?? '';
  return `${kind}:${plainText(part)}`;
}
