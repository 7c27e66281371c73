import type { Glyph } from '../glyphs/glyph';

export interface IconProps {
  glyph: Glyph;
  size?: number;
  className?: string;
}

/** A decorative bootstrap-icons glyph drawn inline in the current text colour; the text next to it carries the meaning. */
export function Icon({ glyph, size = 24, className }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyph.map((path) => (
        <path key={path.d} d={path.d} fillRule={path.evenOdd ? 'evenodd' : undefined} />
      ))}
    </svg>
  );
}
