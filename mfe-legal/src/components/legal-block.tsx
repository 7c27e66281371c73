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
  if (block.type === 'paragraph') {
    return (
      <p>
        <RichText text={block.text} mailSubject={mailSubject} />
      </p>
    );
  }
  if (block.type === 'list') {
    return (
      <ul className="lgl-list">
        {block.items.map((item) => (
          <li key={plainText(item.text)}>
            <RichText text={item.text} mailSubject={mailSubject} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.type === 'definitions') {
    return (
      <dl className="lgl-definitions">
        {block.items.map((item) => (
          <div key={item.term} className="lgl-definitions__item">
            <dt>{item.term}</dt>
            <dd>{item.meaning}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <ContactCard mailSubject={mailSubject} />;
}
