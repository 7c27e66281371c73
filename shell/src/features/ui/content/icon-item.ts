import type { Glyph } from '../glyphs/glyph';

/** A short titled text with an icon: a feature, a step, a statement. */
export interface IconItem {
  key: string;
  title: string;
  text: string;
  icon: Glyph;
}
