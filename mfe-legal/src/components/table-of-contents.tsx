import type { LegalSection } from '../content/types';

export interface TableOfContentsProps {
  sections: readonly LegalSection[];
}

/** Numbered links to the sections of a legal document. */
export function TableOfContents({ sections }: TableOfContentsProps) {
  return (
    <nav className="lgl-toc" aria-labelledby="lgl-toc-title">
      <h2 id="lgl-toc-title" className="lgl-toc__title">
        On this page
      </h2>
      <ol className="lgl-toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
