/**
 * The shell's icons are bootstrap-icons glyphs drawn inline, one module each (`glyphs/<name>.ts`):
 * webpack keeps or drops a module's exports for the whole build, so a page's chunk holds only the
 * glyphs it draws only when each glyph is a module of its own.
 */

/** One path of an icon; `evenOdd` paths use the even-odd fill rule. */
export interface IconPath {
  d: string;
  evenOdd?: boolean;
}

/** A glyph: its paths in a 16 x 16 view box. */
export type Glyph = readonly IconPath[];
