import type { Glyph } from './glyph';

export const mobileGlyph: Glyph = [
  {
    d: 'M11 1a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zM5 0a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2V2a2 2 0 0 0-2-2z',
  },
  { d: 'M8 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2' },
];
