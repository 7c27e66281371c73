import { blockKey } from '../content/plain-text';
import type { LegalSection as Section } from '../content/types';
import { LegalBlock } from './legal-block';

export interface LegalSectionProps {
  section: Section;
  number: number;
  mailSubject: string;
}

/** A numbered section of a legal document, the target of its table-of-contents link. */
export function LegalSection({ section, number, mailSubject }: LegalSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className="lgl-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="lgl-section__title">
        <span className="lgl-section__number" aria-hidden="true">
          {number}.
        </span>{' '}
        {section.title}
      </h2>
      {section.blocks.map((block) => (
        <LegalBlock key={blockKey(block)} block={block} mailSubject={mailSubject} />
      ))}
    </section>
  );
}
