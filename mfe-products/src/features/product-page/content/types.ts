import type { IconName } from '../../../components/icon-urls';

/** One module, feature, report, reason or benefit: a short title and a sentence or two about it. */
export interface ContentItem {
  title: string;
  text: string;
  icon: IconName;
}

/** The opening of a product page, under the banner. */
export interface ProductIntro {
  /** Small label above the heading. */
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  /** Three to five short claims shown as a checklist. */
  highlights: readonly string[];
}

/** A section drawn as a grid of cards: issues, reasons, features or modules. */
export interface CardSection {
  kind: 'cards';
  /** Anchor and heading id, unique on the page. */
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  items: readonly ContentItem[];
}

/** The "benefits and reporting" section: what the organisation gains, and the reports it gets. */
export interface BenefitsSection {
  kind: 'benefits';
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
  benefits: readonly ContentItem[];
  reportsHeading: string;
  reports: readonly ContentItem[];
}

export type ProductSection = CardSection | BenefitsSection;

/** Everything a product page says below its banner, in the order it is shown. */
export interface ProductContent {
  intro: ProductIntro;
  sections: readonly ProductSection[];
}
