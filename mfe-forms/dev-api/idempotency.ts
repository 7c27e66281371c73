/** What the API answered to a submission, kept to answer its retries the same way. */
export interface Answer {
  status: number;
  body: unknown;
}

/** An `Idempotency-Key` as clients send it: 1 to 255 visible ASCII characters. */
export function isValidKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

/**
 * Remembers the answer to each keyed submission (the latest `capacity` keys), so a retry whose
 * first reply was lost gets the same answer and stores nothing again. Retries that arrive while
 * the first is still being stored wait for its answer. A key reused for other values is refused.
 */
export function createIdempotencyCache(capacity = 10_000) {
  const answers = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();

  return {
    /**
     * The answer for `key`: the remembered one when the same values were sent before, a 422 when
     * other values were, else what `produce` answers (remembered unless it failed with a 5xx).
     */
    async answer(key: string, fingerprint: string, produce: () => Promise<Answer>): Promise<Answer> {
      const known = answers.get(key);
      if (known) {
        if (known.fingerprint !== fingerprint) {
          return { status: 422, body: { error: 'This Idempotency-Key was already used for a different submission.' } };
        }
        return known.answer;
      }
      const answer = produce();
      answers.set(key, { fingerprint, answer });
      if (answers.size > capacity) answers.delete(answers.keys().next().value as string);
      try {
        const settled = await answer;
        if (settled.status >= 500) answers.delete(key);
        return settled;
      } catch (error) {
        answers.delete(key);
        throw error;
      }
    },
  };
}
