import type { Glyph } from '../glyphs/glyph';

/** A short titled text with an icon: a feature, a step, a statement. */
export interface IconItem {
  key: string;
  title: string;
  text: string;
  icon: Glyph;
}

/** A content file's items, each icon's name replaced by its glyph from the block's own set. */
export const withGlyphs = <Name extends string>(
  items: readonly { key: string; title: string; text: string; icon: Name }[],
  glyphs: Readonly<Record<Name, Glyph>>,
): readonly IconItem[] => items.map((item) => ({ ...item, icon: glyphs[item.icon] }));
