/** The first retry comes after this long; each later one waits about twice as long. */
export const firstRetryMs = 5_000;
/** No retry waits longer than this. */
export const longestRetryMs = 5 * 60_000;

/**
 * The wait before retry number `failures` (1 after the first failed send): exponential, capped, with
 * jitter between half and all of it, so that visitors cut off together do not all retry together; never
 * under `firstRetryMs`.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, failures - 1));
  return Math.max(firstRetryMs, Math.round(ceiling * (0.5 + random() / 2)));
}
