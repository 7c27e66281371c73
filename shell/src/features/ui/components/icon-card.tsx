import type { ReactNode } from 'react';
import type { Glyph } from '../glyphs/glyph';
import { Icon } from './icon';

export interface IconCardProps {
  icon: Glyph;
  title: string;
  /** Heading level of the title within its section. */
  level?: 2 | 3;
  className?: string;
  /** Decoration drawn before the icon (a step number). */
  before?: ReactNode;
  children: ReactNode;
}

/** A brand card with an icon badge, a heading and its text. */
export function IconCard({ icon, title, level = 3, className, before, children }: IconCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`site-card ${className ?? ''}`.trim()}>
      {before}
      <span className="icon-badge">
        <Icon glyph={icon} />
      </span>
      <Heading className="h5 mb-2">{title}</Heading>
      {children}
    </div>
  );
}
