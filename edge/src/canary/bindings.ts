import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { Decision } from './judge';

/** The R2 binding the judge reads and writes `live`, its records and the history with. */
export type WritableBucket = R2Bucket;

/** The D1 binding the judge reads the counts with. */
export type Database = D1Database;

/** What one run of the judge did, for its log line and the tests. */
export type Judged =
  | { outcome: 'no canary' | 'lease held' | 'no measurements' }
  | { outcome: 'judged'; decision: Decision }
  | { outcome: 'lost'; decision: Decision }
  | { outcome: 'sized' | 'lost'; reason: string };
