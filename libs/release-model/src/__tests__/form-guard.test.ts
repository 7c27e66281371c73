import {
  callHash,
  challengeMessage,
  guardFormCall,
  guardNoScriptPost,
  minimumFillMs,
  passLifeMs,
  passOf,
  pageStampCookie,
  processLimits,
  refusedAnswer,
  stampOf,
  verifyToken,
  type ArrivedCall,
  type GuardSetup,
  type RefusalReason,
  type SiteverifyAnswer,
} from '../form-guard';

const secret = 'form-secret-of-the-tests';
const passingSecret = '1x0000000000000000000000000000000AA';
const dummyToken = 'XXXX.DUMMY.TOKEN.XXXX';
const key = '0123456789abcdef0123456789abcdef';
const path = '/api/Home/AddInquiryForRadixWebsite';
const body = new TextEncoder().encode('{"sFirstName":"Asha"}');
const t0 = Date.UTC(2026, 11, 7, 9);

/** Turnstile's siteverify as its documentation answers each test secret; records what it was asked. */
function siteverify(answers: (form: URLSearchParams) => SiteverifyAnswer | 'down') {
  const asked: URLSearchParams[] = [];
  const fetcher = (async (_url: string, init: RequestInit) => {
    const form = new URLSearchParams(init.body as URLSearchParams);
    asked.push(form);
    const answer = answers(form);
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, asked };
}

const documented = (form: URLSearchParams): SiteverifyAnswer => {
  switch (form.get('secret')) {
    case passingSecret:
      return form.get('response') === dummyToken
        ? {
            success: true,
            challenge_ts: '2026-12-07T09:00:00.000Z',
            hostname: 'localhost',
            'error-codes': [],
            action: 'inquiry',
            cdata: '',
          }
        : { success: false, 'error-codes': ['invalid-input-response'] };
    case '2x0000000000000000000000000000000AA':
      return { success: false, 'error-codes': ['invalid-input-response'] };
    case '3x0000000000000000000000000000000AA':
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    default:
      return { success: false, 'error-codes': ['invalid-input-secret'] };
  }
};

function setupWith(overrides: Partial<GuardSetup> = {}) {
  const counted: RefusalReason[] = [];
  let now = t0;
  const { fetcher, asked } = siteverify(documented);
  const setup: GuardSetup = {
    formSecret: secret,
    turnstileSecret: passingSecret,
    fetcher,
    withinLimit: processLimits(() => now),
    refused: (reason) => void counted.push(reason),
    now: () => now,
    ...overrides,
  };
  return { setup, counted, asked, at: (time: number) => (now = time) };
}

async function call(headers: Record<string, string>, overrides: Partial<ArrivedCall> = {}): Promise<ArrivedCall> {
  return {
    method: 'POST',
    path,
    headers: new Headers(headers),
    body,
    clientAddress: '203.0.113.7',
    ...overrides,
  };
}

const stampedAgo = async (ms: number) => `form_stamp=${await stampOf(t0 - ms, secret)}`;

describe('the bot check of a form call', () => {
  it('passes a call with a good token, an old enough stamp and an empty trap on, with a pass bound to it', async () => {
    const { setup, asked } = setupWith();
    const guarded = await guardFormCall(
      await call({
        cookie: await stampedAgo(minimumFillMs),
        'X-Turnstile-Token': dummyToken,
        'X-Form-Trap': '',
        'Idempotency-Key': key,
      }),
      setup,
    );
    expect(guarded).toEqual({
      outcome: 'pass-on',
      pass: await passOf(key, await callHash('POST', path, body), secret, t0),
    });
    expect(asked[0]?.get('remoteip')).toBe('203.0.113.7');
    expect(asked[0]?.get('secret')).toBe(passingSecret);
  });

  it.each([
    ['the honeypot filled', { 'X-Form-Trap': 'http://spam.example' }, 'honeypot'],
    ['no stamp', { cookie: '' }, 'stamp-missing'],
    ['a stamp made up', { cookie: `form_stamp=${t0 - 60_000}.${'0'.repeat(64)}` }, 'stamp-forged'],
    ['a stamp from the future', { cookie: 'future' }, 'stamp-forged'],
    ['a send one second after the page was served', { cookie: 'one-second' }, 'stamp-too-soon'],
  ])('catches %s: a success-looking answer, nothing asked of siteverify', async (_name, given, reason) => {
    const headers: Record<string, string> = given;
    const { setup, counted, asked } = setupWith();
    const cookie =
      headers.cookie === 'future'
        ? `form_stamp=${await stampOf(t0 + 60_000, secret)}`
        : headers.cookie === 'one-second'
          ? await stampedAgo(1_000)
          : (headers.cookie ?? (await stampedAgo(10_000)));
    const guarded = await guardFormCall(
      await call({ 'X-Turnstile-Token': dummyToken, 'Idempotency-Key': key, ...headers, cookie }),
      setup,
    );
    expect(guarded).toEqual({ outcome: 'caught', reason });
    expect(counted).toEqual([reason]);
    expect(asked).toHaveLength(0);
    const answer = refusedAnswer(guarded as { outcome: 'caught'; reason: RefusalReason }, 'POST');
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
  });

  it.each([
    ['no token', {}, passingSecret, 'token-missing'],
    ['a forged token', { 'X-Turnstile-Token': 'forged.token' }, passingSecret, 'token-refused'],
    [
      'a token siteverify always fails',
      { 'X-Turnstile-Token': dummyToken },
      '2x0000000000000000000000000000000AA',
      'token-refused',
    ],
    [
      'a spent token (timeout-or-duplicate)',
      { 'X-Turnstile-Token': dummyToken },
      '3x0000000000000000000000000000000AA',
      'token-refused',
    ],
  ])(
    'asks for the challenge on %s: 403 with the words the form shows',
    async (_name, headers, turnstileSecret, reason) => {
      const { setup, counted } = setupWith({ turnstileSecret });
      const guarded = await guardFormCall(
        await call({ cookie: await stampedAgo(10_000), 'Idempotency-Key': key, ...headers }),
        setup,
      );
      expect(guarded).toEqual({ outcome: 'challenge', reason });
      expect(counted).toEqual([reason]);
      const answer = refusedAnswer(guarded as { outcome: 'challenge'; reason: RefusalReason }, 'POST');
      expect(answer.status).toBe(403);
      expect(answer.headers.get('X-Form-Challenge')).toBe('interactive');
      expect(await answer.json()).toEqual({ error: 'challenge', message: challengeMessage });
    },
  );

  it('answers 503 bot-check-unavailable without a secret, when siteverify is down or says our secret is wrong', async () => {
    const headers = { cookie: await stampedAgo(10_000), 'X-Turnstile-Token': dummyToken, 'Idempotency-Key': key };
    const noSecret = setupWith({ turnstileSecret: undefined });
    const down = setupWith({ fetcher: siteverify(() => 'down').fetcher });
    const wrongSecret = setupWith({ turnstileSecret: 'not-a-secret-cloudflare-knows' });
    for (const { setup } of [noSecret, down, wrongSecret]) {
      const guarded = await guardFormCall(await call(headers), setup);
      expect(guarded).toEqual({ outcome: 'unavailable', reason: 'check-unavailable' });
      const answer = refusedAnswer(guarded as { outcome: 'unavailable'; reason: RefusalReason }, 'POST');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('60');
      expect(((await answer.json()) as { error: string }).error).toBe('bot-check-unavailable');
    }
  });

  it('holds one /64 to its limit a minute, whatever addresses it rotates, and another network apart', async () => {
    const { setup, counted, at } = setupWith();
    const outcomes: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      const headers = { cookie: await stampedAgo(10_000), 'X-Turnstile-Token': dummyToken, 'Idempotency-Key': key };
      const guarded = await guardFormCall(
        await call(headers, { clientAddress: `2001:db8:1:2:${index.toString(16)}::${index + 1}` }),
        setup,
      );
      outcomes.push(guarded.outcome);
    }
    expect(outcomes.filter((outcome) => outcome === 'pass-on')).toHaveLength(5);
    expect(counted.filter((reason) => reason === 'network-limit')).toHaveLength(15);
    const other = await guardFormCall(
      await call(
        { cookie: await stampedAgo(10_000), 'X-Turnstile-Token': dummyToken, 'Idempotency-Key': key },
        {
          clientAddress: '2001:db8:1:3::1',
        },
      ),
      setup,
    );
    expect(other.outcome).toBe('pass-on');
    at(t0 + 60_000);
    const nextMinute = await guardFormCall(
      await call(
        { cookie: await stampedAgo(10_000), 'X-Turnstile-Token': dummyToken, 'Idempotency-Key': key },
        {
          clientAddress: '2001:db8:1:2::99',
        },
      ),
      setup,
    );
    expect(nextMinute.outcome).toBe('pass-on');
  });
});

describe('the pass a first attempt earns', () => {
  const passFor = async (forKey = key, forBody = body, at = t0) =>
    passOf(forKey, await callHash('POST', path, forBody), secret, at);

  it("lets the outbox's resend through a week later with no token, even the moment a page opens", async () => {
    const pass = await passFor();
    const later = setupWith();
    later.at(t0 + passLifeMs - 1);
    const stampedJustNow = `form_stamp=${await stampOf(t0 + passLifeMs - 2, secret)}`;
    const guarded = await guardFormCall(
      await call({ cookie: stampedJustNow, 'X-Form-Pass': pass, 'Idempotency-Key': key }),
      later.setup,
    );
    expect(guarded).toEqual({ outcome: 'pass-on', pass });
    expect(later.asked).toHaveLength(0);
  });

  it("asks a person's kept submission sent again over its network's limit to wait (429), never answers it as a bot's", async () => {
    const { setup, counted } = setupWith();
    const pass = await passFor();
    const sendAgain = async () =>
      guardFormCall(
        await call({ cookie: await stampedAgo(10_000), 'X-Form-Pass': pass, 'Idempotency-Key': key }),
        setup,
      );
    const outcomes = [];
    for (let index = 0; index < 7; index += 1) outcomes.push((await sendAgain()).outcome);
    expect(outcomes).toEqual(['pass-on', 'pass-on', 'pass-on', 'pass-on', 'pass-on', 'later', 'later']);
    expect(counted).toEqual(['network-limit', 'network-limit']);
    const answer = refusedAnswer({ outcome: 'later', reason: 'network-limit' }, 'POST');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('60');
    const forged = await guardFormCall(
      await call({
        cookie: await stampedAgo(10_000),
        'X-Form-Pass': `${t0 + passLifeMs}.${'ab'.repeat(32)}`,
        'Idempotency-Key': key,
      }),
      setup,
    );
    expect(forged.outcome).toBe('caught');
  });

  it.each([
    ['forged', async () => `${t0 + passLifeMs}.${'ab'.repeat(32)}`, {}, 0],
    ['bound to another key', () => passFor('fedcba9876543210fedcba9876543210'), {}, 0],
    ['bound to another payload', () => passFor(key, new TextEncoder().encode('{"sFirstName":"Bot"}')), {}, 0],
    ['expired', () => passFor(), {}, passLifeMs],
    ['signed with another secret', async () => passOf(key, await callHash('POST', path, body), 'another', t0), {}, 0],
    ['sent without its key', () => passFor(), { 'Idempotency-Key': '' }, 0],
  ])('refuses a pass %s: 403 challenge', async (_name, pass, headers, later) => {
    const { setup, counted, at } = setupWith();
    at(t0 + later);
    const guarded = await guardFormCall(
      await call({ cookie: await stampedAgo(10_000), 'X-Form-Pass': await pass(), 'Idempotency-Key': key, ...headers }),
      setup,
    );
    expect(guarded).toEqual({ outcome: 'challenge', reason: 'pass-refused' });
    expect(counted).toEqual(['pass-refused']);
  });
});

describe("a page's stamp", () => {
  it('is added to a page once: a later page, or one fetched to prepare a click, keeps the first', async () => {
    const first = await pageStampCookie(undefined, secret, t0, passLifeMs, true);
    expect(first).toMatch(
      new RegExp(`^form_stamp=${t0}\\.[0-9a-f]{64}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$`),
    );
    const held = first!.split(';')[0]!;
    expect(await pageStampCookie(`XSRF-TOKEN=x; ${held}`, secret, t0 + 1_000, passLifeMs, true)).toBeUndefined();
    expect(await pageStampCookie(`${held}`, secret, t0 + 60_000, passLifeMs, true)).toBeUndefined();
  });

  it('is added afresh in place of a forged one, one signed with another key or one from the future', async () => {
    for (const cookie of [
      `form_stamp=${t0}.${'ab'.repeat(32)}`,
      `form_stamp=${await stampOf(t0, 'another')}`,
      `form_stamp=${await stampOf(t0 + 60_000, secret)}`,
    ])
      expect(await pageStampCookie(cookie, secret, t0, passLifeMs, false)).toMatch(new RegExp(`^form_stamp=${t0}\\.`));
  });
});

describe('a form posted without JavaScript', () => {
  const fields = (extra: Record<string, string> = {}) =>
    new URLSearchParams({ 'form-kind': 'inquiry', sFirstName: 'Asha', website: '', ...extra });

  it('passes a few an hour from one network once stamped long enough ago, then catches the rest', async () => {
    const { setup, counted, at } = setupWith();
    const headers = new Headers({ cookie: await stampedAgo(10_000) });
    const outcomes = [];
    for (let index = 0; index < 6; index += 1)
      outcomes.push((await guardNoScriptPost(fields(), headers, `198.51.100.${index}`, setup)).outcome);
    expect(outcomes).toEqual(['pass-on', 'pass-on', 'pass-on', 'caught', 'caught', 'caught']);
    expect(counted).toEqual(['no-script-limit', 'no-script-limit', 'no-script-limit']);
    at(t0 + 60 * 60_000);
    expect((await guardNoScriptPost(fields(), headers, '198.51.100.9', setup)).outcome).toBe('pass-on');
  });

  it('catches the honeypot filled, no stamp and a send one second after the page', async () => {
    const { setup, counted } = setupWith();
    expect(
      (
        await guardNoScriptPost(
          fields({ website: 'x' }),
          new Headers({ cookie: await stampedAgo(10_000) }),
          '1.2.3.4',
          setup,
        )
      ).outcome,
    ).toBe('caught');
    expect((await guardNoScriptPost(fields(), new Headers(), '1.2.3.4', setup)).outcome).toBe('caught');
    expect(
      (await guardNoScriptPost(fields(), new Headers({ cookie: await stampedAgo(1_000) }), '1.2.3.4', setup)).outcome,
    ).toBe('caught');
    expect(counted).toEqual(['honeypot', 'stamp-missing', 'stamp-too-soon']);
  });
});

describe("siteverify's answers", () => {
  it('sends the documented form fields, idempotency_key as a UUID, and refuses a token longer than Turnstile issues unasked', async () => {
    const { fetcher, asked } = siteverify(documented);
    const uuid = '123e4567-e89b-12d3-a456-426614174000';
    expect(
      await verifyToken({ token: dummyToken, secret: passingSecret, remoteip: '::1', idempotencyKey: uuid, fetcher }),
    ).toEqual({ verdict: 'passed', errorCodes: [] });
    expect(Object.fromEntries(asked[0]!)).toEqual({
      secret: passingSecret,
      response: dummyToken,
      remoteip: '::1',
      idempotency_key: uuid,
    });
    await verifyToken({
      token: dummyToken,
      secret: passingSecret,
      idempotencyKey: '0123456789ABCDEF0123456789abcdef',
      fetcher,
    });
    expect(asked[1]?.get('idempotency_key')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    await verifyToken({
      token: dummyToken,
      secret: passingSecret,
      idempotencyKey: 'not a key siteverify takes',
      fetcher,
    });
    expect(asked[2]?.has('idempotency_key')).toBe(false);
    expect(await verifyToken({ token: 'x'.repeat(2049), secret: passingSecret, fetcher })).toEqual({
      verdict: 'refused',
      errorCodes: ['invalid-input-response'],
    });
    expect(asked).toHaveLength(3);
  });
});
