import type { CSSProperties } from 'react';
import { iconUrls, type IconName } from './icon-urls';

export interface IconProps {
  name: IconName;
  /** Rendered size in px (square). */
  size?: number;
  className?: string;
}

/**
 * A decorative icon painted in the current text colour: the SVG file is a CSS mask, so icons stay
 * separate cacheable files (not JavaScript) and still take the brand colour of their context.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const style = { '--prd-icon': `url("${iconUrls[name]}")`, width: size, height: size } as CSSProperties;
  return <span className={`prd-icon ${className ?? ''}`.trim()} style={style} aria-hidden="true" />;
}
