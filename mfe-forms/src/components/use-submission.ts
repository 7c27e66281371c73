import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice, OutboxRequest } from '@radix/site-kit/outbox';
import { ApiError } from '../api/api-client';
import type { FormMessages } from '../content/messages';

/**
 * `limited`: the server refused it for too many submissions in a short time (429). `saved`: the API
 * could not take it, the device keeps it and sends it later (`Kept.key`); `delivered`: it left the
 * device, sent or not (`Kept.notice`); `full`: the device holds too many such submissions to keep this one.
 */
export type SubmissionState = 'idle' | 'pending' | 'failed' | 'limited' | 'saved' | 'delivered' | 'full';

/** A submission the outbox took: what a form says of it names it (`label`) and follows it (`key`) until it leaves (`notice`). */
export interface Kept {
  key: string;
  label: string;
  notice?: Notice;
}

type OutboxModule = typeof import('@radix/site-kit/outbox');

/**
 * The outbox's code, a chunk of its own: asked for when the visitor sends a form, so that it is there
 * if the send fails because the connection dropped; a page that is only read never loads it.
 */
function loadOutbox(): Promise<OutboxModule | undefined> {
  return import('@radix/site-kit/outbox').catch(() => undefined);
}

/** Keeps a failed submission on the device when it can; `undefined`: it cannot (no storage, no outbox code). */
async function keepForLater(
  outbox: Promise<OutboxModule | undefined>,
  replay: OutboxRequest,
  retryAfterSeconds?: number,
): Promise<'kept' | 'full' | undefined> {
  const module = await outbox;
  if (!module) return undefined;
  const waitMs = retryAfterSeconds === undefined ? undefined : retryAfterSeconds * 1000;
  const outcome = await module.outbox().keep(replay, { waitMs });
  return outcome === 'unavailable' ? undefined : outcome;
}

/**
 * One submission at a time. On success the caller resets the form, the status clears and the
 * success alert follows after the form's delay. When the API could not take it (network error, 5xx,
 * 429) the device keeps it and sends it later, and the form is reset and says so; without storage
 * the values stay and the state is `failed` (or `limited`, with the server's wait when it gave one).
 */
export function useSubmission(messages: FormMessages) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const [kept, setKept] = useState<Kept | undefined>();
  const inFlight = useRef(false);
  const keptKey = kept?.key;

  useEffect(() => {
    if (!keptKey) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void loadOutbox().then((module) => {
      if (!module || !active) return;
      unsubscribe = module.outbox().onDelivery((key, _delivery, notice) => {
        if (key !== keptKey) return;
        setKept((current) => current && { ...current, notice });
        setState('delivered');
      });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [keptKey]);

  const submit = useCallback(
    async (send: () => Promise<void>, onSuccess: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState('pending');
      const outbox = loadOutbox();
      try {
        await send();
      } catch (error) {
        const limited = error instanceof ApiError && error.status === 429;
        const replay = error instanceof ApiError ? error.replay : undefined;
        const outcome = replay && (await keepForLater(outbox, replay, limited ? error.retryAfterSeconds : undefined));
        inFlight.current = false;
        if (replay && outcome === 'kept') {
          onSuccess();
          setKept({ key: replay.key, label: replay.label });
          setState('saved');
          return;
        }
        if (replay && outcome === 'full') {
          setKept({ key: replay.key, label: replay.label });
          setState('full');
          return;
        }
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

  return { state, retryAfterSeconds, kept, submit };
}
