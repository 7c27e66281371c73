import type { Bucket, BucketObject } from '../bucket';
import type { Decision } from './judge';

/** The part of the R2 binding the judge writes with (`R2Bucket.put`; null when `onlyIf` did not hold). */
export interface WritableBucket extends Bucket {
  get(key: string): Promise<(Awaited<ReturnType<Bucket['get']>> & { etag: string; uploaded: Date }) | null>;
  put(key: string, value: string, options?: { onlyIf?: { etagMatches: string } }): Promise<BucketObject | null>;
}

/** The part of a D1 binding (`D1Database`) the judge reads with. */
export interface Database {
  prepare(sql: string): {
    bind(...values: unknown[]): { all<T>(): Promise<{ results: T[] }> };
    run(): Promise<unknown>;
  };
}

/** What one run of the judge did, for its log line and the tests. */
export type Judged =
  | { outcome: 'no canary' | 'lease held' | 'no measurements' }
  | { outcome: 'judged'; decision: Decision }
  | { outcome: 'lost'; decision: Decision }
  | { outcome: 'sized' | 'lost'; reason: string };
