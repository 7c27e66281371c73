import type { Side } from './capture';
import type { SpeedReview } from './judge';

/** One route at one width, before and after. */
export interface RouteReview {
  route: string;
  width: number;
  changed: boolean;
  changedPixels: number;
  share: number;
  resized: boolean;
  /** The pictures' files in the review folder, `<slug>-<width>-before.png` and so on. */
  files: { before: string; after: string; diff: string };
  /** Why a side could not be pictured: the route failed to render there. */
  failed?: string;
}

export interface Review {
  before: Side;
  after: Side;
  routes: RouteReview[];
  /** The speed of the routes audited, preview against live. */
  speed?: { calibration: string; routes: SpeedReview[] };
}
