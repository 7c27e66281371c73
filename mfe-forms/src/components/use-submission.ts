import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/api-client';
import type { FormMessages } from '../content/messages';

/** `limited`: the server refused it for too many submissions in a short time (429). */
export type SubmissionState = 'idle' | 'pending' | 'failed' | 'limited';

/**
 * One submission at a time. On success the caller resets the form, the status clears and the
 * success alert follows after the form's delay; on failure the values stay and the state is `failed`
 * (or `limited`, with the server's wait when it gave one).
 */
export function useSubmission(messages: FormMessages) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const inFlight = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<void>, onSuccess: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState('pending');
      try {
        await send();
      } catch (error) {
        inFlight.current = false;
        const limited = error instanceof ApiError && error.status === 429;
        setRetryAfterSeconds(limited ? error.retryAfterSeconds : undefined);
        setState(limited ? 'limited' : 'failed');
        return;
      }
      inFlight.current = false;
      onSuccess();
      setState('idle');
      window.setTimeout(() => window.alert(messages.success), messages.successDelayMs);
    },
    [messages],
  );

  return { state, retryAfterSeconds, submit };
}
