import type { Block } from '../content/types';
import { plainText } from '../content/plain-text';
import { ContactCard } from './contact-card';
import { RichText } from './rich-text';

export interface LegalBlockProps {
  block: Block;
  mailSubject: string;
}

/** One paragraph, list, definition list or contact card of a legal section. */
export function LegalBlock({ block, mailSubject }: LegalBlockProps) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} mailSubject={mailSubject} />
        </p>
      );
    case 'list':
      return (
        <ul className="lgl-list">
          {block.items.map((item) => (
            <li key={plainText(item)}>
              <RichText text={item} mailSubject={mailSubject} />
            </li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="lgl-definitions">
          {block.items.map((item) => (
            <div key={item.term} className="lgl-definitions__item">
              <dt>{item.term}</dt>
              <dd>
                <RichText text={item.meaning} mailSubject={mailSubject} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'contact':
      return <ContactCard mailSubject={mailSubject} />;
  }
}
