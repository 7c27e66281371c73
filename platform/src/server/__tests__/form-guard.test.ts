import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  existsSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mountInquiryApi } from '../../../../mfe-forms/dev-api/app';
import { apiPaths } from '@radix/site-kit/api-paths';
import { createStandIn } from '../../../../mfe-forms/dev-api/turnstile-stand-in';
import { remoteNames } from '@radix/site-kit/contracts';
import { routes } from '@radix/site-kit/routes';
import { specRouteTable } from '@radix/site-kit/route-table';
import { standInTurnstile } from '@radix/site-kit/turnstile';
import { challengeMessage, keys, passLifeMs, refusalCounts, stampOf, type RefusalReason } from '@radix/release-model';
import { openSqlite } from '../../local-edge/sqlite-database';
import { layout } from '../../release/store/folder-store';
import { hostingFor } from '../../site/hosting';
import { serveSite } from '../site-server';
import { vitalsFile } from '../vitals-beacons';

/**
 * The forms' bot check at the Node server, with the local inquiry API and the Turnstile stand-in
 * mounted as `npm run serve` mounts them, on a clock the test moves.
 */
const host = '127.0.0.1';
const port = 8300 + Number(process.env.E2E_PORT_SHIFT ?? 0);
const origin = `http://${host}:${port}`;
const formSecret = 'form-secret-of-the-node-tests';
const inquiryPath = `/api/${apiPaths.inquiry}`;
const inquiry = {
  sFirstName: 'Asha',
  sLastName: 'Patel',
  sEmail: 'asha.patel@example.com',
  sContactNo: '+91 (265) 235-0101',
  sProjectName: 'School website',
  nServiceId: 1,
  sDescription: 'We need a new website.',
};

let dir: string;
let dataFile: string;
let stop: () => Promise<void>;
let now = Date.UTC(2026, 11, 7, 9);

function writeSite(): void {
  const shell = path.join(dir, keys.servedFiles('shell', 'r1'));
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>Radix</title><div id="root"></div>');
  const site = layout.site(dir, 'site-1');
  mkdirSync(site, { recursive: true });
  const hosting = hostingFor({ host, port, siteRoot: dir });
  const config = {
    apiBaseUrl: '/api/',
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${hosting.remoteBase(name)}r1/mf-manifest.json`])),
    routes: specRouteTable(),
    turnstile: standInTurnstile,
  };
  writeFileSync(path.join(site, 'runtime-config.json'), JSON.stringify(config));
  symlinkSync(path.join('..', '..', 'releases', 'shell', 'r1', 'web'), path.join(site, 'shell'));
  symlinkSync(path.join('sites', 'site-1'), path.join(dir, 'live.next'));
  renameSync(path.join(dir, 'live.next'), layout.pointer(dir, 'live'));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'form-guard-'));
  dataFile = path.join(dir, 'data', 'inquiries.jsonl');
  mkdirSync(path.dirname(dataFile));
  writeSite();
  // Each test's client comes from a network of its own, named by the header a trusted proxy sets.
  process.env.TRUST_PROXY = '1';
  ({ stop } = await serveSite({
    hosting: hostingFor({ host, port, siteRoot: dir }),
    extendShell: (app, site) =>
      mountInquiryApi(app, {
        dataFile,
        allowedOrigins: [site.origin],
        rateLimit: { max: 10_000, timeWindowMs: 60_000 },
        standIn: createStandIn(() => now),
      }),
    formGuard: { formSecret, now: () => now },
  }));
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Each test from its own network, an hour after the last: the limits of one do not reach another. */
let network = 0;
let address = '';
beforeEach(() => {
  network += 1;
  address = `10.0.${network}.7`;
  now += 60 * 60_000;
});

const stored = () =>
  existsSync(dataFile)
    ? readFileSync(dataFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

/** A page's cookies as a browser keeps them: the anti-forgery token and the stamp. */
async function openPage(pathname: string = routes.contact.path) {
  const page = await fetch(`${origin}${pathname}`, { headers: { 'X-Forwarded-For': address } });
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? 'x';
  return { page, cookie: [...cookies, `XSRF-TOKEN=${xsrf}`].join('; '), xsrf };
}

async function token(): Promise<string> {
  const answer = await fetch(`${origin}/api/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ sitekey: standInTurnstile.siteKey, action: 'inquiry' }),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function send(headers: Record<string, string>, body: unknown = inquiry, cookie?: string) {
  const opened = await openPage();
  now += 5_000;
  return fetch(`${origin}${inquiryPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': opened.xsrf,
      cookie: cookie ?? opened.cookie,
      'X-Form-Trap': '',
      'X-Forwarded-For': address,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

const refusals = async (): Promise<Partial<Record<RefusalReason, number>>> => {
  if (!existsSync(path.join(dir, vitalsFile))) return {};
  const database = openSqlite(path.join(dir, vitalsFile), { readOnly: true });
  try {
    const counts = await refusalCounts(database);
    return Object.fromEntries(counts.map((count) => [count.reason, count.count]));
  } finally {
    database.close();
  }
};

describe('the forms at the Node server', () => {
  it('stamps every page it serves: HttpOnly, same-site, kept as long as the outbox keeps a submission', async () => {
    const { page } = await openPage(routes.home.path);
    const stamp = page.headers.getSetCookie().find((cookie) => cookie.startsWith('form_stamp='));
    expect(stamp).toBe(
      `form_stamp=${await stampOf(now, formSecret)}; Path=/; Max-Age=${passLifeMs / 1000}; HttpOnly; SameSite=Lax`,
    );
  });

  it('passes a person on once with a pass, and the resend with that pass an hour later is stored once', async () => {
    const key = 'a'.repeat(32);
    const first = await send({ 'X-Turnstile-Token': await token(), 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const pass = first.headers.get('X-Form-Pass');
    expect(pass).toMatch(/^\d+\.[0-9a-f]{64}$/);
    now += 60 * 60_000;
    const again = await send({ 'X-Form-Pass': pass!, 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(stored().filter((row) => row.sDescription === inquiry.sDescription)).toHaveLength(1);
  });

  it('gives the pass when the API fails, so the outbox resend after the token expired reaches it once', async () => {
    const key = 'b'.repeat(32);
    const body = { ...inquiry, sProjectName: 'While the API was down' };
    // The API cannot store while a folder stands where its file goes: it answers 500.
    renameSync(dataFile, `${dataFile}.kept`);
    mkdirSync(dataFile);
    let pass = '';
    try {
      const failed = await send({ 'X-Turnstile-Token': await token(), 'Idempotency-Key': key }, body);
      expect(failed.status).toBe(500);
      pass = failed.headers.get('X-Form-Pass') ?? '';
      expect(pass).toMatch(/^\d+\.[0-9a-f]{64}$/);
    } finally {
      rmSync(dataFile, { recursive: true });
      renameSync(`${dataFile}.kept`, dataFile);
    }
    now += 60 * 60_000;
    const resent = await send({ 'X-Form-Pass': pass, 'Idempotency-Key': key }, body);
    expect(resent.status).toBe(201);
    const again = await send({ 'X-Form-Pass': pass, 'Idempotency-Key': key }, body);
    expect(again.status).toBe(201);
    expect(stored().filter((row) => row.sProjectName === body.sProjectName)).toHaveLength(1);
  });

  it.each([
    [
      'the honeypot filled',
      async () => ({ 'X-Form-Trap': 'http://spam.example', 'X-Turnstile-Token': await token() }),
      'honeypot',
    ],
    [
      'a send one second after the page',
      async () => ({ 'X-Turnstile-Token': await token(), cookie: 'one-second' }),
      'stamp-too-soon',
    ],
    ['no stamp', async () => ({ 'X-Turnstile-Token': await token(), cookie: 'none' }), 'stamp-missing'],
  ] as const)('catches %s: 201 {"ok":true} and nothing stored', async (_name, headersOf, reason) => {
    const before = (await refusals())[reason] ?? 0;
    const { cookie: which, ...headers } = (await headersOf()) as Record<string, string>;
    const body = { ...inquiry, sProjectName: `caught ${reason}` };
    let cookie: string | undefined;
    if (which === 'none') cookie = 'XSRF-TOKEN=x';
    if (which === 'one-second') cookie = `XSRF-TOKEN=x; form_stamp=${await stampOf(now + 4_000, formSecret)}`;
    const answer = await send(
      { ...headers, 'Idempotency-Key': 'c'.repeat(32), ...(cookie ? { 'X-XSRF-TOKEN': 'x' } : {}) },
      body,
      cookie,
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
    expect(stored().filter((row) => row.sProjectName === body.sProjectName)).toHaveLength(0);
    expect((await refusals())[reason]).toBe(before + 1);
  });

  it('asks for the challenge on no token, a forged one and a spent one: 403 with the words the form shows', async () => {
    const spent = await token();
    await send(
      { 'X-Turnstile-Token': spent, 'Idempotency-Key': 'd'.repeat(32) },
      { ...inquiry, sProjectName: 'spending' },
    );
    const tokens: Record<string, string>[] = [
      {},
      { 'X-Turnstile-Token': 'forged.token' },
      { 'X-Turnstile-Token': spent },
    ];
    for (const headers of tokens) {
      const answer = await send(
        { ...headers, 'Idempotency-Key': 'e'.repeat(32) },
        { ...inquiry, sProjectName: 'challenged' },
      );
      expect(answer.status).toBe(403);
      expect(answer.headers.get('X-Form-Challenge')).toBe('interactive');
      expect(await answer.json()).toEqual({ error: 'challenge', message: challengeMessage });
    }
    expect(stored().filter((row) => row.sProjectName === 'challenged')).toHaveLength(0);
  });

  it('refuses a pass for another payload', async () => {
    const key = 'f'.repeat(32);
    const first = await send(
      { 'X-Turnstile-Token': await token(), 'Idempotency-Key': key },
      { ...inquiry, sProjectName: 'mine' },
    );
    const other = await send(
      { 'X-Form-Pass': first.headers.get('X-Form-Pass')!, 'Idempotency-Key': key },
      { ...inquiry, sProjectName: 'a bot reusing my pass' },
    );
    expect(other.status).toBe(403);
    expect(stored().filter((row) => row.sProjectName === 'a bot reusing my pass')).toHaveLength(0);
  });

  it('lets a few calls a minute from one /64 through, rotating addresses or not, and answers the rest as a success', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      address = `2001:db8:${network}:1::${index + 1}`;
      const answer = await send(
        { 'X-Turnstile-Token': await token(), 'Idempotency-Key': `${index}`.padStart(32, 'g') },
        { ...inquiry, sProjectName: `flood ${network}` },
      );
      statuses.push(answer.status);
      now -= 5_000;
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(stored().filter((row) => row.sProjectName === `flood ${network}`)).toHaveLength(5);
  });
});

describe('a form posted without JavaScript to its page', () => {
  const post = async (fields: Record<string, string>, cookie: string, pathname: string = routes.contact.path) =>
    fetch(`${origin}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie, 'X-Forwarded-For': address },
      body: new URLSearchParams(fields).toString(),
    });
  const fields = (sProjectName: string) => ({
    'form-kind': 'inquiry',
    ...Object.fromEntries(Object.entries(inquiry).map(([name, value]) => [name, String(value)])),
    sProjectName,
    website: '',
  });

  it('reaches the API once as the spec call and says so on a page that links back', async () => {
    const { cookie } = await openPage();
    now += 5_000;
    const answer = await post(fields('no script'), cookie);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Your inquiry was sent.');
    expect(html).toContain(`<a href="${routes.contact.path}">`);
    expect(stored().filter((row) => row.sProjectName === 'no script')).toEqual([
      expect.objectContaining({ kind: 'inquiry', nServiceId: 1, sEmail: inquiry.sEmail }),
    ]);
    expect((await post(fields('no script'), cookie)).status).toBe(200);
    expect(stored().filter((row) => row.sProjectName === 'no script')).toHaveLength(1);
  });

  it('shows what was typed again when the API refuses it', async () => {
    const { cookie } = await openPage();
    now += 5_000;
    const answer = await post({ ...fields('bad e-mail'), sEmail: 'not-an-address' }, cookie);
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="bad e-mail"');
    expect(html).toContain(`action="${routes.contact.path}"`);
  });

  it('catches one filled in a second, the honeypot, and more than a few an hour from one network', async () => {
    const { cookie } = await openPage();
    now += 1_000;
    expect(await (await post(fields('too soon'), cookie)).text()).toContain('Your inquiry was sent.');
    now += 5_000;
    expect((await post({ ...fields('trapped'), website: 'x' }, cookie)).status).toBe(200);
    for (let index = 0; index < 5; index += 1) await post(fields(`mimic ${index}`), cookie);
    expect(stored().filter((row) => /^(too soon|trapped)$/.test(String(row.sProjectName)))).toHaveLength(0);
    expect(stored().filter((row) => String(row.sProjectName).startsWith('mimic'))).toHaveLength(3);
  });

  it('answers a post to a path that is no page 404, as before', async () => {
    expect((await post(fields('nowhere'), '', '/no-such-file.js')).status).toBe(404);
  });
});
