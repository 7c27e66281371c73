import { Link } from 'react-router-dom';
import { mailtoHref, routes, company } from '@radix/site-kit';
import { inlineKey } from '../content/plain-text';
import type { Inline, Run } from '../content/types';
import { EffectiveDate } from './effective-date';
import { ExternalLink } from './external-link';

export interface RichTextProps {
  text: Run;
  /** Subject of the e-mail links in this text. */
  mailSubject: string;
}

function InlinePart({ part, mailSubject }: { part: Inline; mailSubject: string }) {
  switch (part.type) {
    case 'text':
      return part.text;
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'link':
      return <ExternalLink href={part.href}>{part.text}</ExternalLink>;
    case 'page':
      return <Link to={routes[part.page].path}>{part.text}</Link>;
    case 'section':
      return <a href={`#${part.section}`}>{part.text}</a>;
    case 'email':
      return <a href={mailtoHref(mailSubject)}>{company.email}</a>;
    case 'effective-date':
      return <EffectiveDate />;
  }
}

/** Renders a run of inline content of a legal text. */
export function RichText({ text, mailSubject }: RichTextProps) {
  return text.map((part) => <InlinePart key={inlineKey(part)} part={part} mailSubject={mailSubject} />);
}
