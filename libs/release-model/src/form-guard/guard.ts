import { clientNetwork } from '../client-network';
import { apiProblems, noScriptCall, postedKind, typedFields, type ApiCall } from './form-calls';
import {
  challengeHeader,
  challengeMessage,
  idempotencyHeader,
  passHeader,
  stampCookie,
  tokenHeader,
  trapField,
  trapHeader,
  unavailableMessage,
  type FormKind,
  type RefusalReason,
} from './names';
import type { NoScriptOutcome } from './no-script-page';
import { callHash, passHolds, passOf } from './pass';
import { verifyToken } from './siteverify';
import { cookieOf, judgeStamp } from './stamp';

/**
 * The bot check of the forms' calls, wherever `/api/` is answered (the edge worker, the Node
 * server): the same order and the same answers in both. A call is checked against the limit of its
 * client's network, the honeypot, the signed stamp of the page it came from, then the Turnstile
 * token of its first attempt, or the pass a first attempt earned. Only a call that passes them all
 * is passed on.
 */

export type LimitName = 'calls' | 'no-script';

export interface GuardSetup {
  /** The key of stamps and passes; without it the check cannot run. */
  formSecret: string | undefined;
  /** Turnstile's secret (a Workers secret at the edge); without it the check cannot run. */
  turnstileSecret: string | undefined;
  /** Where `siteverify` is: Cloudflare's, or the local stand-in's. */
  verifyUrl?: string;
  fetcher?: typeof fetch;
  /** Whether one more call from this client network is within the named limit (and counts it). */
  withinLimit: (limit: LimitName, network: string) => Promise<boolean>;
  /** Counts one refusal by its reason: nothing else of the call is kept. */
  refused: (reason: RefusalReason) => void | Promise<void>;
  now: () => number;
}

/** One call as it arrived: its body read whole, its client's address as the server trusts it. */
export interface ArrivedCall {
  method: string;
  /** The path with its query, as the API receives it. */
  path: string;
  headers: Headers;
  body: Uint8Array;
  clientAddress: string;
}

export type Guarded =
  { outcome: 'pass-on'; pass?: string } | { outcome: 'caught' | 'challenge' | 'unavailable'; reason: RefusalReason };

const refuse = async (
  setup: GuardSetup,
  outcome: 'caught' | 'challenge' | 'unavailable',
  reason: RefusalReason,
): Promise<Guarded> => {
  await setup.refused(reason);
  return { outcome, reason };
};

/** Whether the check can run: it needs both keys. */
export const guardReady = (setup: Pick<GuardSetup, 'formSecret' | 'turnstileSecret'>) =>
  Boolean(setup.formSecret && setup.turnstileSecret);

/**
 * A form's call through `/api/`. A call with a pass skips the stamp's minimum time: the outbox may
 * resend a kept submission the moment a page opens, and its first attempt passed the stamp already.
 */
export async function guardFormCall(call: ArrivedCall, setup: GuardSetup): Promise<Guarded> {
  const { formSecret, turnstileSecret } = setup;
  if (!formSecret || !turnstileSecret) return refuse(setup, 'unavailable', 'check-unavailable');
  if (!(await setup.withinLimit('calls', clientNetwork(call.clientAddress))))
    return refuse(setup, 'caught', 'network-limit');
  if (call.headers.get(trapHeader)) return refuse(setup, 'caught', 'honeypot');
  const now = setup.now();
  const key = call.headers.get(idempotencyHeader);
  const hash = await callHash(call.method, call.path, call.body);
  const pass = call.headers.get(passHeader);
  if (pass) {
    return (await passHolds(pass, key, hash, formSecret, now))
      ? { outcome: 'pass-on', pass }
      : refuse(setup, 'challenge', 'pass-refused');
  }
  const stamp = await judgeStamp(cookieOf(call.headers.get('cookie'), stampCookie), formSecret, now);
  if (stamp !== 'fresh-enough') return refuse(setup, 'caught', stamp);
  const token = call.headers.get(tokenHeader);
  if (!token) return refuse(setup, 'challenge', 'token-missing');
  const { verdict } = await verifyToken({
    token,
    secret: turnstileSecret,
    remoteip: call.clientAddress,
    idempotencyKey: key ?? undefined,
    url: setup.verifyUrl,
    fetcher: setup.fetcher,
  });
  if (verdict === 'unavailable') return refuse(setup, 'unavailable', 'check-unavailable');
  if (verdict === 'refused') return refuse(setup, 'challenge', 'token-refused');
  // Without a key no pass can be bound: the call passes once, as the token did.
  return key ? { outcome: 'pass-on', pass: await passOf(key, hash, formSecret, now) } : { outcome: 'pass-on' };
}

/** A form posted without JavaScript: the honeypot, the stamp, then the tighter limit of its network. */
export async function guardNoScriptPost(
  fields: URLSearchParams,
  headers: Headers,
  clientAddress: string,
  setup: GuardSetup,
): Promise<Guarded> {
  const { formSecret } = setup;
  if (!formSecret) return refuse(setup, 'unavailable', 'check-unavailable');
  if (fields.get(trapField)) return refuse(setup, 'caught', 'honeypot');
  const stamp = await judgeStamp(cookieOf(headers.get('cookie'), stampCookie), formSecret, setup.now());
  if (stamp !== 'fresh-enough') return refuse(setup, 'caught', stamp);
  if (!(await setup.withinLimit('no-script', clientNetwork(clientAddress))))
    return refuse(setup, 'caught', 'no-script-limit');
  return { outcome: 'pass-on' };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

/**
 * What a call that is not passed on is answered: a caught one as a success would be (the API's
 * 200 for a subscription's GET, 201 for an inquiry's POST), so a bot learns nothing; a failed
 * challenge with the words the form shows; a check that cannot run with a 503 the outbox retries.
 */
export function refusedAnswer(guarded: Exclude<Guarded, { outcome: 'pass-on' }>, method: string): Response {
  switch (guarded.outcome) {
    case 'caught':
      return json(method === 'GET' ? 200 : 201, { ok: true });
    case 'challenge':
      return json(403, { error: 'challenge', message: challengeMessage }, { [challengeHeader]: 'interactive' });
    case 'unavailable':
      return json(503, { error: 'bot-check-unavailable', message: unavailableMessage }, { 'Retry-After': '60' });
  }
}

/** What the API answered a call a server passed on: its status and body, or 502 when it could not be reached. */
export interface ApiAnswer {
  status: number;
  body: string;
}

/**
 * A form posted without JavaScript, from its fields to what its page says: checked, made the spec's
 * call and passed on with `send` (under an idempotency key of the client's network, its page view's
 * cookies and what it sends, so the same post sent twice is stored once). A caught post reads as sent.
 */
export async function settleNoScriptPost(
  text: string,
  headers: Headers,
  clientAddress: string,
  setup: GuardSetup,
  send: (call: ApiCall, key: string) => Promise<ApiAnswer>,
): Promise<{
  kind?: FormKind;
  typed: Record<string, string>;
  outcome: NoScriptOutcome;
  problems?: Record<string, string>;
}> {
  const fields = new URLSearchParams(text);
  const kind = postedKind(fields);
  const typed = typedFields(fields);
  if (!kind) return { typed, outcome: 'unknown-form' };
  const verdict = await guardNoScriptPost(fields, headers, clientAddress, setup);
  if (verdict.outcome === 'caught') return { kind, typed, outcome: 'sent' };
  if (verdict.outcome !== 'pass-on') return { kind, typed, outcome: 'failed' };
  const page = `${clientNetwork(clientAddress)} ${headers.get('cookie') ?? ''}`;
  const key = await callHash('POST', page, new TextEncoder().encode(text));
  const answer = await send(noScriptCall(kind, fields), key).catch(() => ({ status: 502, body: '' }));
  if (answer.status >= 200 && answer.status < 300) return { kind, typed, outcome: 'sent' };
  if (answer.status === 400) return { kind, typed, outcome: 'refused', problems: apiProblems(answer.body) };
  return { kind, typed, outcome: 'failed' };
}
