import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  standInSecret,
  standInTurnstile,
  turnstileDummyToken,
  turnstileTestSecrets,
  turnstileTestSiteKeys,
} from '@radix/site-kit/turnstile';

/**
 * A stand-in for Cloudflare Turnstile where there is no network (`npm start`, `npm run serve`,
 * `npm run serve:edge`, the tests): its script, with the explicit API the forms use, and its
 * `siteverify`, with the documented answers. Cloudflare's test site keys behave as documented (the
 * dummy token, a failure, an interactive checkbox); its test secrets take the dummy token alone and
 * answer as documented; the stand-in's own site key gets a real token from here, which its
 * siteverify takes with the stand-in's secret once, within 300 s.
 */

/** How long an issued token is good for, as Turnstile's: 300 s. */
export const tokenLifeMs = 300_000;

interface Issued {
  issuedAt: number;
  action: string;
  cdata: string;
  hostname: string;
  spent: boolean;
}

interface Verdict {
  success: boolean;
  challenge_ts?: string;
  hostname?: string;
  'error-codes': string[];
  action?: string;
  cdata?: string;
}

/** The tokens the stand-in issued and the answers it gave by idempotency key: its memory, with its clock. */
export function createStandIn(now: () => number = Date.now) {
  const issued = new Map<string, Issued>();
  const answered = new Map<string, { token: string; verdict: Verdict }>();

  const forget = () => {
    for (const [token, entry] of issued) if (now() - entry.issuedAt > 2 * tokenLifeMs) issued.delete(token);
    if (answered.size > 10_000) answered.clear();
  };

  return {
    /** A token for the stand-in's own site key. */
    issue(sitekey: string, action: string, cdata: string, hostname: string): string | undefined {
      if (sitekey !== standInTurnstile.siteKey) return undefined;
      forget();
      const token = `standin.${randomBytes(24).toString('base64url')}`;
      issued.set(token, { issuedAt: now(), action, cdata, hostname, spent: false });
      return token;
    },
    /** What siteverify answers for a secret, a token and an optional idempotency key. */
    verify(secret: string | undefined, token: string | undefined, idempotencyKey?: string): Verdict {
      const fail = (code: string): Verdict => ({ success: false, 'error-codes': [code] });
      if (!secret) return fail('missing-input-secret');
      if (!token) return fail('missing-input-response');
      if (token.length > 2048) return fail('invalid-input-response');
      if (idempotencyKey) {
        const earlier = answered.get(idempotencyKey);
        if (earlier?.token === token) return earlier.verdict;
      }
      const verdict = decide(secret, token);
      if (idempotencyKey) answered.set(idempotencyKey, { token, verdict });
      return verdict;
    },
  };

  function decide(secret: string, token: string): Verdict {
    const fail = (code: string): Verdict => ({ success: false, 'error-codes': [code] });
    const challengeTs = new Date(now()).toISOString();
    switch (secret) {
      case turnstileTestSecrets.passes:
        return token === turnstileDummyToken
          ? {
              success: true,
              challenge_ts: challengeTs,
              hostname: 'localhost',
              'error-codes': [],
              action: 'test',
              cdata: '',
            }
          : fail('invalid-input-response');
      case turnstileTestSecrets.fails:
        return fail('invalid-input-response');
      case turnstileTestSecrets.spent:
        return fail('timeout-or-duplicate');
      case standInSecret:
        break;
      default:
        return fail('invalid-input-secret');
    }
    const entry = issued.get(token);
    if (!entry) return fail('invalid-input-response');
    if (entry.spent || now() - entry.issuedAt > tokenLifeMs) return fail('timeout-or-duplicate');
    entry.spent = true;
    return {
      success: true,
      challenge_ts: new Date(entry.issuedAt).toISOString(),
      hostname: entry.hostname,
      'error-codes': [],
      action: entry.action,
      cdata: entry.cdata,
    };
  }
}

export type StandIn = ReturnType<typeof createStandIn>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stand-in's routes; register with `{ prefix: '/api/turnstile/v0' }` (`standInTurnstile.scriptUrl`'s folder). */
export function turnstileStandIn(standIn: StandIn = createStandIn()): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.get('/api.js', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(standInScript),
    );
    app.post<{ Body: Record<string, unknown> | undefined }>('/token', async (request, reply) => {
      const body = request.body ?? {};
      const host = (request.headers.origin ?? request.headers.referer ?? '').replace(/^https?:\/\/([^/:]+).*$/, '$1');
      const token = standIn.issue(text(body.sitekey) ?? '', text(body.action) ?? '', text(body.cdata) ?? '', host);
      return token ? { token } : reply.code(400).send({ error: 'unknown site key' });
    });
    app.post<{ Body: Record<string, unknown> | undefined }>('/siteverify', async (request) => {
      const body = request.body ?? {};
      return standIn.verify(text(body.secret), text(body.response), text(body.idempotency_key));
    });
  };
}

/**
 * The script: `window.turnstile` with `render`, `reset`, `remove`, `getResponse` and `execute`, as
 * Cloudflare's explicit rendering has them. A test site key answers as documented; the stand-in's
 * key asks the stand-in for a token. The interactive key, and the stand-in's key when the widget is
 * drawn with `appearance: 'always'` after a refusal, show a checkbox a person ticks (a real
 * control, reached by Tab). A token expires after 300 s (`expired-callback`).
 */
const standInScript = `(() => {
  const base = new URL('.', document.currentScript ? document.currentScript.src : location.href);
  const keys = ${JSON.stringify({ ...turnstileTestSiteKeys, standIn: standInTurnstile.siteKey })};
  const dummy = ${JSON.stringify(turnstileDummyToken)};
  const widgets = new Map();
  let next = 0;
  const call = (fn, ...args) => { if (typeof fn === 'function') fn(...args); };
  function resolve(target) {
    if (widgets.has(target)) return widgets.get(target);
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    for (const widget of widgets.values()) if (widget.container === element) return widget;
    return undefined;
  }
  function draw(widget, text) {
    widget.box.textContent = '';
    widget.box.hidden = widget.options.appearance === 'interaction-only' || widget.options.appearance === 'execute';
    if (text) { const status = document.createElement('span'); status.setAttribute('role', 'status'); status.textContent = text; widget.box.append(status); }
  }
  function expire(widget) {
    clearTimeout(widget.expiry);
    widget.expiry = setTimeout(() => { widget.token = undefined; draw(widget, ''); call(widget.options['expired-callback']); }, ${tokenLifeMs});
  }
  async function tokenFor(widget) {
    if (widget.options.sitekey !== keys.standIn) return dummy;
    const answer = await fetch(new URL('token', base), { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sitekey: widget.options.sitekey, action: widget.options.action || '', cdata: widget.options.cData || widget.options.cdata || '' }) });
    if (!answer.ok) throw new Error('110100');
    return (await answer.json()).token;
  }
  async function pass(widget) {
    try {
      widget.token = await tokenFor(widget);
      if (!widgets.has(widget.id)) return;
      draw(widget, 'Success!');
      expire(widget);
      call(widget.options.callback, widget.token);
    } catch (error) { call(widget.options['error-callback'], error.message); }
  }
  function checkbox(widget) {
    widget.box.textContent = '';
    widget.box.hidden = false;
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => { if (box.checked) void pass(widget); });
    label.append(box, ' Verify you are human');
    widget.box.append(label);
  }
  function run(widget) {
    widget.token = undefined;
    const key = widget.options.sitekey;
    if (key === keys.fails) { draw(widget, 'Failure!'); widget.box.hidden = false; call(widget.options['error-callback'], '600010'); return; }
    if (key === keys.interactive || (key === keys.standIn && widget.options.appearance === 'always')) { checkbox(widget); return; }
    if (key !== keys.passes && key !== keys.standIn) { draw(widget, 'Invalid site key'); widget.box.hidden = false; call(widget.options['error-callback'], '110100'); return; }
    void pass(widget);
  }
  window.turnstile = {
    render(container, options) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      if (!element) throw new Error('Turnstile: no container');
      const id = 'stand-in-' + (next += 1);
      const box = document.createElement('div');
      box.className = 'turnstile-stand-in';
      box.dataset.sitekey = options.sitekey;
      element.append(box);
      const widget = { id, container: element, box, options: options || {} };
      widgets.set(id, widget);
      if (widget.options.execution !== 'execute') run(widget);
      else draw(widget, '');
      return id;
    },
    execute(target, options) { const widget = resolve(target); if (widget) { if (options) Object.assign(widget.options, options); run(widget); } },
    reset(target) { const widget = resolve(target); if (widget) { clearTimeout(widget.expiry); run(widget); } },
    remove(target) { const widget = resolve(target); if (widget) { clearTimeout(widget.expiry); widget.box.remove(); widgets.delete(widget.id); } },
    getResponse(target) { const widget = resolve(target); return widget ? widget.token : undefined; },
    isExpired(target) { const widget = resolve(target); return Boolean(widget && !widget.token); },
    ready(callback) { call(callback); },
  };
  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('onload');
  if (onload) call(window[onload]);
})();
`;
