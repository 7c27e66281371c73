import type { Deployable } from './layout';

/** One switch of the live pointer, as the history records it. */
export interface HistoryEntry {
  at: string;
  site: string;
  action: 'first start' | 'deploy' | 'promote' | 'rollback' | CanaryAction;
  name?: Deployable;
  release?: string;
  /** The releases a switch of several parts at once made live (`npm run deploy -- shell services`), by part. */
  parts?: Partial<Record<Deployable, string>>;
  /** A canary's site release, its share of visitors from then on, and why it ended early. */
  canary?: string;
  weight?: number;
  reason?: string;
  /** Set when `--force` made live a release the canary judge had rolled back. */
  forced?: true;
}

/** A canary's start, its next stage, its end at 100% (`site` is then the canary) and its rollback. */
export type CanaryAction = 'canary start' | 'canary stage' | 'canary done' | 'canary rollback';

export const canaryActions: readonly CanaryAction[] = [
  'canary start',
  'canary stage',
  'canary done',
  'canary rollback',
];
