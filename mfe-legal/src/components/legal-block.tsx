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
  if ('paragraph' in block) {
    return (
      <p>
        <RichText text={block.paragraph} mailSubject={mailSubject} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="lgl-list">
        {block.list.map((item) => (
          <li key={plainText(item)}>
            <RichText text={item} mailSubject={mailSubject} />
          </li>
        ))}
      </ul>
    );
  }
  if ('definitions' in block) {
    return (
      <dl className="lgl-definitions">
        {block.definitions.map((item) => (
          <div key={item.term} className="lgl-definitions__item">
            <dt>{item.term}</dt>
            <dd>
              <RichText text={item.meaning} mailSubject={mailSubject} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <ContactCard mailSubject={mailSubject} />;
}
