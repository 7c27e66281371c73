import type { RateLimit } from '@cloudflare/workers-types';
import { Refusals } from '../refusals';

/** A binding that allows `limit` calls a key, counting every call it gets. */
function binding(limit: number) {
  const counts = new Map<string, number>();
  const asked: string[] = [];
  const limiter = {
    limit: async ({ key }: { key: string }) => {
      asked.push(key);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  } as RateLimit;
  return { limiter, asked, reset: () => counts.clear() };
}

const minute = 60_000;

describe('a client the Rate Limiting binding refused', () => {
  it('is refused for the rest of the minute without asking the binding again', async () => {
    const { limiter, asked } = binding(2);
    const refusals = new Refusals();
    const answers = [];
    for (let request = 0; request < 5; request += 1) answers.push(await refusals.allows(limiter, 'page 1.2.3.4', 10));
    expect(answers).toEqual([true, true, false, false, false]);
    expect(asked).toHaveLength(3);
    expect(refusals.known('page 1.2.3.4', minute - 1)).toBe(true);
  });

  it('is asked about again once the minute is over, and others are not held by it', async () => {
    const { limiter, asked, reset } = binding(1);
    const refusals = new Refusals();
    await refusals.allows(limiter, 'page a', 0);
    expect(await refusals.allows(limiter, 'page a', 1)).toBe(false);
    expect(await refusals.allows(limiter, 'page b', 2)).toBe(true);
    reset();
    expect(refusals.known('page a', minute)).toBe(false);
    expect(await refusals.allows(limiter, 'page a', minute)).toBe(true);
    expect(asked).toEqual(['page a', 'page a', 'page b', 'page a']);
  });

  it('remembers at most as many keys as it was given; past them the binding answers', async () => {
    const { limiter, asked } = binding(0);
    const refusals = new Refusals(2);
    for (const key of ['a', 'b', 'c']) await refusals.allows(limiter, key, 0);
    expect(await refusals.allows(limiter, 'c', 1)).toBe(false);
    expect(await refusals.allows(limiter, 'a', 1)).toBe(false);
    expect(asked).toEqual(['a', 'b', 'c', 'c']);
  });
});
