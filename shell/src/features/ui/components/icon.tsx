import { iconPaths, type IconName } from '../content/icon-paths';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative bootstrap-icons glyph drawn inline in the current text colour; the text next to it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
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
      {iconPaths[name].map((path: { d: string; evenOdd?: boolean }) => (
        <path key={path.d} d={path.d} fillRule={path.evenOdd ? 'evenodd' : undefined} />
      ))}
    </svg>
  );
}
