import { useCallback, useRef, useState } from 'react';
import type { FormMessages } from '../content/messages';

export type SubmissionState = 'idle' | 'pending' | 'failed';

/**
 * One submission at a time. On success the caller resets the form, the status clears and the
 * success alert follows after the form's delay; on failure the values stay and the state is `failed`.
 */
export function useSubmission(messages: FormMessages) {
  const [state, setState] = useState<SubmissionState>('idle');
  const inFlight = useRef(false);

  const submit = useCallback(
    async (send: () => Promise<void>, onSuccess: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState('pending');
      try {
        await send();
      } catch {
        inFlight.current = false;
        setState('failed');
        return;
      }
      inFlight.current = false;
      onSuccess();
      setState('idle');
      window.setTimeout(() => window.alert(messages.success), messages.successDelayMs);
    },
    [messages],
  );

  return { state, submit };
}
