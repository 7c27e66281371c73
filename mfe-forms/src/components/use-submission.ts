import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice, OutboxRequest, Submitted } from '@radix/site-kit/outbox';
import { tokenHeaderName } from '@radix/site-kit/outbox/answer';
import { confirmed } from '../api/api-client';
import type { BotCheck } from '../bot-check/use-bot-check';
import type { FormMessages } from '../content/messages';

/**
 * `limited`: the server refused it for too many submissions in a short time (429). `saved`: the API
 * could not take it, the device keeps it and sends it later (`SavedSubmission.key`); `delivered`: it left the
 * device, sent or not (`SavedSubmission.notice`); `withdrawn`: the visitor took it back; `full`: the device holds
 * too many such submissions to keep this one; `challenge`: the site's bot check asks the visitor to
 * confirm they are a person: nothing was sent, what was typed stays, the widget is drawn for them.
 */
export type SubmissionState =
  'idle' | 'pending' | 'failed' | 'limited' | 'saved' | 'delivered' | 'withdrawn' | 'full' | 'challenge';

/** A submission the outbox took: what a form says of it names it (`label`, `savedAt`) and follows it (`key`) until it leaves (`notice`). */
export interface SavedSubmission {
  key: string;
  label: string;
  savedAt?: number;
  notice?: Notice;
  /** What was typed is back in the form. */
  givenBack?: boolean;
}

type OutboxModule = typeof import('@radix/site-kit/outbox');

/**
 * The outbox's code, a chunk of its own: asked for once a form is interactive, and its storage opened,
 * so that both are there when the visitor sends; a page that is only read never loads it.
 */
function loadOutbox(): Promise<OutboxModule | undefined> {
  return import('@radix/site-kit/outbox').catch(() => undefined);
}

const notSent: Submitted = { outcome: 'failed', full: false };

/** The request with the bot check's token, when the widget gave one. */
function withToken(request: OutboxRequest, token: string | undefined): OutboxRequest {
  return token === undefined ? request : { ...request, headers: { ...request.headers, [tokenHeaderName]: token } };
}

/**
 * One submission at a time, handed to the outbox, which writes it to the device before sending it. On
 * success the caller resets the form, the status clears and the success alert follows after the form's
 * delay. When the API could not take it, the device keeps it: the form is reset and says so, until it
 * is sent, refused or withdrawn, which gives back what was typed (`refill`). Without storage the values
 * stay and the state is `failed` (or `limited`, with the server's wait when it gave one). Each send
 * waits for the bot check's token (the status says "Please Wait..." meanwhile); refused by the check,
 * the values stay and the widget asks the visitor (`challenge`), or, when it cannot be drawn, `failed`.
 */
export function useSubmission(
  messages: FormMessages,
  refill: (values: Record<string, string>) => void,
  check: Pick<BotCheck, 'token' | 'challenge' | 'calm'>,
) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const [saved, setSaved] = useState<SavedSubmission | undefined>();
  const inFlight = useRef(false);
  const savedKey = saved?.key;

  useEffect(() => void loadOutbox().then((module) => module?.outbox()), []);

  useEffect(() => {
    if (!savedKey) return;
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void loadOutbox().then((module) => {
      if (!module || !active) return;
      unsubscribe = module.outbox().onDelivery((key, _delivery, notice, typed) => {
        if (key !== savedKey) return;
        const givenBack = notice.givesBack && typed !== undefined;
        if (givenBack) refill(typed.values);
        setSaved((current) => current && { ...current, notice, givenBack });
        setState('delivered');
      });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [savedKey, refill]);

  const submit = useCallback(
    async (request: OutboxRequest, onSuccess: () => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState('pending');
      const [module, token] = await Promise.all([loadOutbox(), check.token()]);
      const submitted = module ? await module.outbox().submit(withToken(request, token)) : notSent;
      inFlight.current = false;
      if (submitted.outcome === 'challenge') {
        setState(check.challenge() ? 'challenge' : 'failed');
        return;
      }
      if (submitted.outcome === 'sent' || submitted.outcome === 'saved') check.calm();
      if (submitted.outcome === 'sent') {
        confirmed(request.key);
        onSuccess();
        setState('idle');
        window.setTimeout(() => window.alert(messages.success), messages.successDelayMs);
        return;
      }
      if (submitted.outcome === 'saved') {
        onSuccess();
        setSaved({ key: request.key, label: request.label, savedAt: submitted.savedAt });
        setState('saved');
        return;
      }
      if (submitted.outcome === 'failed' && submitted.full) {
        setSaved({ key: request.key, label: request.label });
        setState('full');
        return;
      }
      const limited = submitted.outcome === 'failed' && submitted.status === 429;
      setRetryAfterSeconds(limited ? submitted.retryAfterSeconds : undefined);
      setState(limited ? 'limited' : 'failed');
    },
    [messages, check],
  );

  const withdraw = useCallback(async () => {
    const module = await loadOutbox();
    const request = savedKey ? await module?.outbox().withdraw(savedKey) : undefined;
    if (!request) return;
    if (request.typed) refill(request.typed.values);
    setSaved((current) => current && { ...current, givenBack: request.typed !== undefined });
    setState('withdrawn');
  }, [savedKey, refill]);

  return { state, retryAfterSeconds, saved, submit, withdraw };
}
