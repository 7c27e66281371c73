import { Link } from 'react-router-dom';
import { mailtoHref, routes, company } from '@radix/site-kit';
import { inlineKey, runsOf } from '../content/plain-text';
import type { Inline, Run } from '../content/types';
import { EffectiveDate } from './effective-date';
import { ExternalLink } from './external-link';

export interface RichTextProps {
  text: Run;
  /** Subject of the e-mail links in this text. */
  mailSubject: string;
}

function InlinePart({ part, mailSubject }: { part: Inline; mailSubject: string }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  if ('link' in part) return <ExternalLink href={part.href}>{part.link}</ExternalLink>;
  if ('page' in part) return <Link to={routes[part.page].path}>{part.text}</Link>;
  if ('section' in part) return <a href={`#${part.section}`}>{part.text}</a>;
  if (part.insert === 'email') return <a href={mailtoHref(mailSubject)}>{company.email}</a>;
  return <EffectiveDate />;
}

/** Renders a run of inline content of a legal text. */
export function RichText({ text, mailSubject }: RichTextProps) {
  return runsOf(text).map((part) => <InlinePart key={inlineKey(part)} part={part} mailSubject={mailSubject} />);
}
