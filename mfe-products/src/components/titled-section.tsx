import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@radix/site-kit';

export interface TitledSectionProps {
  /** Section id (the anchor); its heading gets `{id}-heading` and names the region. */
  id: string;
  tone?: 'plain' | 'surface';
  eyebrow?: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own h2 heading (with eyebrow and lead), then its content. */
export function TitledSection({ id, tone = 'plain', eyebrow, title, lead, className, children }: TitledSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId} className={className}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </Section>
  );
}
