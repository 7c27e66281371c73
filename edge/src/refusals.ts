import type { RateLimit } from '@cloudflare/workers-types';

/** The binding's period: `[[ratelimits]]` in `wrangler.toml` counts a minute. */
const periodMs = 60_000;

/**
 * The Rate Limiting binding, asked through what this isolate learnt of it: a key the binding refused
 * is refused here until the minute is over, without asking again. The binding stays the one count
 * (Cloudflare's, of the whole location); this only spares a client past its limit, a flood above
 * all, a call to it on every request. A key refused near the end of the binding's own period may
 * wait up to a minute longer than the binding would make it: what it loses is a page view counted
 * or a beacon taken, never a page. At most `most` keys are remembered a minute; past them, the
 * binding is asked.
 */
export class Refusals {
  private minute = -1;
  private readonly refused = new Set<string>();

  constructor(private readonly most = 10_000) {}

  /** Whether `key` was refused this minute: no need to ask the binding. */
  known(key: string, now: number): boolean {
    this.turn(now);
    return this.refused.has(key);
  }

  async allows(binding: RateLimit, key: string, now: number): Promise<boolean> {
    if (this.known(key, now)) return false;
    const minute = this.minute;
    const { success } = await binding.limit({ key });
    if (!success && this.minute === minute && this.refused.size < this.most) this.refused.add(key);
    return success;
  }

  private turn(now: number): void {
    const minute = Math.floor(now / periodMs);
    if (minute === this.minute) return;
    this.minute = minute;
    this.refused.clear();
  }
}
