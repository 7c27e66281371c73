import type { IconName } from '../../../components/icon-urls';
import type { ContentItem } from '../../product-page/content/types';

/** A feature named with its icon only, where a sentence each would be too much (mobile app features). */
export interface FeatureChip {
  title: string;
  icon: IconName;
}

/** One tab of the module browser: either described cards or a compact list of named features. */
export type ModuleTab =
  | { id: string; title: string; lead: string; kind: 'cards'; items: readonly ContentItem[] }
  | { id: string; title: string; lead: string; kind: 'chips'; chips: readonly FeatureChip[] };

/** The benefits to one group of people, shown as one accordion panel. */
export interface BenefitGroup {
  id: string;
  /** Who benefits, used in the panel's heading: "Benefits to {audience}". */
  audience: string;
  points: readonly string[];
}
