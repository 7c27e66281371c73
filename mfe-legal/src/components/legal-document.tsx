import { blockKey } from '../content/plain-text';
import type { LegalDocument as Document } from '../content/types';
import { EffectiveDate } from './effective-date';
import { LegalBlock } from './legal-block';
import { LegalSection } from './legal-section';
import { TableOfContents } from './table-of-contents';

export interface LegalDocumentProps {
  document: Document;
}

/** The full text of a legal document beside its table of contents. */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { mailSubject } = document;
  return (
    <div className="site-section lgl-body">
      <div className="container">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4">
            <TableOfContents sections={document.sections} />
          </div>
          <article className="col-lg-8 lgl-document">
            <p className="lgl-effective">
              Effective date: <EffectiveDate />
            </p>
            {document.intro.map((block) => (
              <LegalBlock key={blockKey(block)} block={block} mailSubject={mailSubject} />
            ))}
            {document.sections.map((section, position) => (
              <LegalSection key={section.id} section={section} number={position + 1} mailSubject={mailSubject} />
            ))}
          </article>
        </div>
      </div>
    </div>
  );
}
