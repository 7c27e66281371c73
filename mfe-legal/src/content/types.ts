import type { RouteKey } from '@radix/site-kit';

/**
 * A run of text inside a paragraph or list item. Plain strings are text; the objects are the few
 * things prose needs: emphasis, links and the values that must stay in one place (the company
 * e-mail, the effective date).
 */
export type Inline =
  | string
  | { kind: 'strong'; text: string }
  /** A link to another site; it opens in a new tab and says so. */
  | { kind: 'external'; text: string; href: string }
  /** A link to another page of this site, by its key in the route table. */
  | { kind: 'page'; to: RouteKey; text: string }
  /** A link to another section of the same document, by its id. */
  | { kind: 'section'; id: string; text: string }
  /** The company e-mail address as a mailto link with the document's subject. */
  | { kind: 'email' }
  /** The effective date of the documents, as a readable date in a `<time>`. */
  | { kind: 'effective-date' };

/** A definition in a "Definitions" section. */
export interface Definition {
  term: string;
  meaning: readonly Inline[];
}

/** One block of a section. */
export type Block =
  | { kind: 'paragraph'; text: readonly Inline[] }
  | { kind: 'list'; items: readonly (readonly Inline[])[] }
  | { kind: 'definitions'; items: readonly Definition[] }
  /** The company's name, offices, e-mail and phone numbers, from the site constants. */
  | { kind: 'contact' };

/** A numbered section of a legal document; `id` is its anchor in the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly Block[];
}

/** One slide of the "at a glance" carousel above a legal document. */
export interface GlanceSlide {
  key: string;
  title: string;
  text: string;
  /** URL of a decorative SVG illustration (the text carries the meaning). */
  illustration: string;
  /** The section the slide summarises, linked as "Read …". */
  section: { id: string; label: string };
}

/** A legal page's content: the banner and breadcrumb come from the route table. */
export interface LegalDocument {
  route: 'terms' | 'privacy';
  /** Label of the "at a glance" carousel, also used in its pause button's name. */
  glanceLabel: string;
  slides: readonly GlanceSlide[];
  /** Subject of mails written from this document's e-mail links. */
  mailSubject: string;
  /** Paragraphs shown before the first section. */
  intro: readonly Block[];
  sections: readonly LegalSection[];
}
