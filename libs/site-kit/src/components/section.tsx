import type { ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  /** `surface` gives the alternate light background between plain sections. */
  tone?: 'plain' | 'surface';
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

export function Section({ id, tone = 'plain', className, labelledBy, children }: SectionProps) {
  const classes = ['site-section', tone === 'surface' ? 'site-section--surface' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}
