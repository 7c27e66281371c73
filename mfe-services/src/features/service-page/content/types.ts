import type { ServiceKey } from '@radix/site-kit';
import type { HostingPlansContent } from '../../web-hosting/content/hosting-plans';

/** One card of a feature grid: a deliverable, a capability or a benefit. */
export interface FeatureItem {
  title: string;
  text: string;
  /** URL of a single-colour SVG icon; omitted on text-only pages. */
  icon?: string;
}

/** A titled grid of feature cards. */
export interface FeatureSection {
  heading: string;
  lead: string;
  items: readonly FeatureItem[];
}

/** One step of how the work is done, in order. */
export interface ProcessStep {
  title: string;
  text: string;
}

/**
 * Everything a service page says, in story order: the problem and what the service is, what we
 * deliver, an optional highlight, how we work, why choose us and the call to action.
 */
export interface ServiceContent {
  /** Short kicker above the intro heading. */
  eyebrow: string;
  intro: { heading: string; paragraphs: readonly string[] };
  features: FeatureSection;
  /** A second grid for what deserves its own block (the benefits of Flutter). */
  highlight?: FeatureSection;
  /** Hosting plans, shown only on the web hosting page. */
  plans?: HostingPlansContent;
  process: { heading: string; steps: readonly ProcessStep[] };
  benefits: { heading: string; items: readonly string[] };
  /** A pointer to a closely related service page. */
  related?: { service: ServiceKey; text: string };
  cta: { heading: string; text: string; label: string };
}
