import type { IconName } from './icon-paths';

/** A short titled text with an icon: a feature, a step, a statement. */
export interface IconItem {
  key: string;
  title: string;
  text: string;
  icon: IconName;
}
