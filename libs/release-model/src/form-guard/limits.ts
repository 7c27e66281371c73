import { callsPerMinute, noScriptPostsPerHour } from './names';
import type { LimitName } from './guard';

/** Each limit's calls and window: the edge's Rate Limiting binding holds the first, its database the second. */
export const limits: Record<LimitName, { max: number; windowMs: number }> = {
  calls: { max: callsPerMinute, windowMs: 60_000 },
  'no-script': { max: noScriptPostsPerHour, windowMs: 60 * 60_000 },
};

/** The window a time falls in, as its start: fixed windows, as Cloudflare's counters and Miniflare's count. */
export const windowOf = (limit: LimitName, at: number) => at - (at % limits[limit].windowMs);

/**
 * The limits in one process (the Node server): fixed windows per client network, forgotten once
 * over, and at most `largest` networks held (the oldest window's dropped first), so a flood of
 * addresses cannot grow it without bound.
 */
export function processLimits(now: () => number, largest = 100_000) {
  const counts = new Map<string, { window: number; count: number }>();
  return async (limit: LimitName, network: string): Promise<boolean> => {
    const window = windowOf(limit, now());
    const key = `${limit} ${network}`;
    const held = counts.get(key);
    const count = held && held.window === window ? held.count + 1 : 1;
    counts.delete(key);
    counts.set(key, { window, count });
    if (counts.size > largest) counts.delete(counts.keys().next().value!);
    return count <= limits[limit].max;
  };
}
