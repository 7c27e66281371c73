import fs from 'node:fs';
import path from 'node:path';
import { challengeMessage, stampOf } from '@radix/release-model';
import { apiPaths } from '@radix/site-kit/api-paths';
import { checkRuntimeConfig } from '@radix/site-kit/runtime-config';
import { standInSecret, standInTurnstile } from '@radix/site-kit/turnstile';
import { testPort } from '../harness/ports';
import { serverKind, startDeploySite, type DeploySite } from './support/deploy-site';
import { getInTouchValues, productInquiryValues, subscribeValues, type Typed } from './support/form-values';
import { routes } from './support/site';
import { e2eSiteRoot } from './support/site-root';
import { expect, test } from './support/test';

/**
 * The forms' bot check at the real server this run tests (`npm run serve`, or `npm run serve:edge`
 * with EDGE_E2E=1), on a site release whose configuration names the widget (the Turnstile stand-in):
 * each kind of bot gets a success's answer or the challenge and nothing reaches the local inquiry
 * API; and the three forms without JavaScript, posted by the browser, which the server checks, sends
 * as the spec's call and answers with a page. A page's stamp is the one a page served some seconds
 * before would carry (signed with the server's FORM_SECRET): the time a person took to fill the
 * form, without waiting for it.
 */
const port = testPort(8620);
const formSecret = 'the no-script spec signs its stamps with this';
const inquiries = path.join(e2eSiteRoot('form-guard-inquiries'), 'inquiries.jsonl');
let site: DeploySite;

const stored = () =>
  fs.existsSync(inquiries)
    ? fs
        .readFileSync(inquiries, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

interface FormCase {
  path: string;
  form: string;
  submit: string;
  kind: 'inquiry' | 'product-inquiry' | 'subscribe';
  fields: readonly Typed[];
  choice?: string;
  /** The field whose value tells this post's record apart. */
  unique: Typed;
  key: string;
}

const cases: FormCase[] = [
  {
    path: routes.contact.path,
    form: 'Get in touch',
    submit: 'Send inquiry',
    kind: 'inquiry',
    fields: getInTouchValues,
    choice: 'Service',
    unique: ['Title', 'No script, Get in touch'],
    key: 'sProjectName',
  },
  {
    path: routes.productInquiry.path,
    form: 'Product inquiry',
    submit: 'Send inquiry',
    kind: 'product-inquiry',
    fields: productInquiryValues,
    choice: 'Product',
    unique: ['Message', 'No script, a product inquiry'],
    key: 'sDescription',
  },
  {
    path: routes.home.path,
    form: 'Subscribe',
    submit: 'Subscribe',
    kind: 'subscribe',
    fields: subscribeValues,
    unique: ['Your e-mail address', 'no-script@example.com'],
    key: 'sEmail',
  },
];

test.describe("the forms' bot check at the server", () => {
  // One server for the file: every test in one worker, in order.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    fs.rmSync(path.dirname(inquiries), { recursive: true, force: true });
    fs.mkdirSync(path.dirname(inquiries), { recursive: true });
    const config = path.join(path.dirname(inquiries), 'runtime-config.json');
    const shellConfig = path.join(__dirname, '..', 'shell', 'config', 'runtime-config.json');
    const shell = JSON.parse(fs.readFileSync(shellConfig, 'utf8')) as object;
    fs.writeFileSync(config, JSON.stringify({ ...shell, turnstile: standInTurnstile }));
    site = await startDeploySite(serverKind, port, 'form-guard', {
      INQUIRY_DATA_FILE: inquiries,
      FORM_SECRET: formSecret,
      RUNTIME_CONFIG: config,
      TRUST_PROXY: '1',
    });
  });
  test.afterAll(() => site?.stop());

  test.describe("the forms' calls, as bots make them", () => {
    test.describe.configure({ mode: 'serial' });
    let network = 0;
    /** Each attempt from a network of its own, as the server's local proxy header says. */
    const fromNetwork = () => {
      network += 1;
      const address = `10.66.${network}.7`;
      return { 'X-Forwarded-For': address, 'cf-connecting-ip': address };
    };
    const stamp = async (ageMs: number) => `form_stamp=${await stampOf(Date.now() - ageMs, formSecret)}`;
    const token = async () => {
      const answer = await fetch(`${site.origin}/api/turnstile/v0/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site.origin },
        body: JSON.stringify({ sitekey: standInTurnstile.siteKey, action: 'inquiry' }),
      });
      return ((await answer.json()) as { token: string }).token;
    };
    const send = (title: string, headers: Record<string, string>) =>
      fetch(`${site.origin}/api/${apiPaths.inquiry}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: site.origin,
          'X-XSRF-TOKEN': 'x',
          'X-Form-Trap': '',
          'Idempotency-Key': crypto.randomUUID().replaceAll('-', ''),
          ...fromNetwork(),
          ...headers,
          cookie: `XSRF-TOKEN=x; ${headers.cookie ?? ''}`,
        },
        body: JSON.stringify({
          sFirstName: 'Bot',
          sLastName: 'Battery',
          sEmail: 'bot@example.com',
          sContactNo: '+91 265 235 0101',
          sProjectName: title,
          nServiceId: 1,
          sDescription: 'Buy our links.',
        }),
      });
    const storedAs = (title: string) => stored().filter((record) => record.sProjectName === title);

    test('the site release names the widget; a person with a solved challenge reaches the API once, with a pass', async () => {
      const config = checkRuntimeConfig(await (await fetch(`${site.origin}/runtime-config.json`)).json());
      expect(config.turnstile).toEqual(standInTurnstile);
      const answer = await send('a person', { cookie: await stamp(10_000), 'X-Turnstile-Token': await token() });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('X-Form-Pass')).toMatch(/^\d+\.[0-9a-f]{64}$/);
      await expect.poll(() => storedAs('a person').length).toBe(1);
    });

    const caught: [string, () => Promise<Record<string, string>>][] = [
      [
        'the honeypot filled',
        async () => ({ cookie: await stamp(10_000), 'X-Turnstile-Token': await token(), 'X-Form-Trap': 'x' }),
      ],
      [
        'a send one second after its page',
        async () => ({ cookie: await stamp(1_000), 'X-Turnstile-Token': await token() }),
      ],
      ['no stamp', async () => ({ 'X-Turnstile-Token': await token() })],
      [
        'a stamp made up',
        async () => ({
          cookie: `form_stamp=${Date.now() - 60_000}.${'0'.repeat(64)}`,
          'X-Turnstile-Token': await token(),
        }),
      ],
    ];
    for (const [name, headers] of caught) {
      test(`${name}: answered as a success, nothing reaches the API`, async () => {
        const answer = await send(name, await headers());
        expect(answer.status).toBe(201);
        expect(await answer.json()).toEqual({ ok: true });
        expect(answer.headers.get('X-Form-Pass')).toBeNull();
        expect(storedAs(name)).toHaveLength(0);
      });
    }

    test('no token, a forged one and a spent one: the challenge, and nothing reaches the API', async () => {
      const spent = await token();
      await fetch(`${site.origin}/api/turnstile/v0/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({ secret: standInSecret, response: spent }),
      });
      const tokens: Record<string, string>[] = [
        {},
        { 'X-Turnstile-Token': 'XXXX.forged.XXXX' },
        { 'X-Turnstile-Token': spent },
      ];
      for (const tokenHeader of tokens) {
        const answer = await send('challenged', { cookie: await stamp(10_000), ...tokenHeader });
        expect(answer.status).toBe(403);
        expect(answer.headers.get('X-Form-Challenge')).toBe('interactive');
        expect(await answer.json()).toEqual({ error: 'challenge', message: challengeMessage });
      }
      expect(storedAs('challenged')).toHaveLength(0);
    });

    test('a flood from one /64 rotating addresses, each with a solved challenge: a few reach the API, the rest read as sent', async () => {
      const statuses: number[] = [];
      const prefix = `2001:db8:66:${network + 1}`;
      for (let index = 0; index < 12; index += 1) {
        const address = `${prefix}::${(index + 1).toString(16)}`;
        const answer = await send('flood', {
          cookie: await stamp(10_000),
          'X-Turnstile-Token': await token(),
          'X-Forwarded-For': address,
          'cf-connecting-ip': address,
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual(Array<number>(12).fill(201));
      await expect.poll(() => storedAs('flood').length).toBeGreaterThan(0);
      expect(storedAs('flood').length).toBeLessThanOrEqual(5);
    });
  });

  test.describe('the forms without JavaScript, at the server', () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ javaScriptEnabled: false });
    test.setTimeout(120_000);

    /** Opens a form's page, fills it as a person would, with the page served `ageMs` before. */
    async function fill(
      page: import('@playwright/test').Page,
      { path: pathname, form: name, fields, choice, unique, kind }: FormCase,
      ageMs: number,
    ) {
      await page.goto(`${site.origin}${pathname}`);
      const host = new URL(site.origin).hostname;
      await page
        .context()
        .addCookies([
          { name: 'form_stamp', value: await stampOf(Date.now() - ageMs, formSecret), domain: host, path: '/' },
        ]);
      const form = page.getByRole('form', { name });
      for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByLabel(unique[0], { exact: true }).fill(unique[1]);
      if (choice) await form.getByLabel(choice).selectOption({ index: 1 });
      // The fields the forms' contract adds (the form's kind, the empty honeypot), where the markup lacks them.
      await form.evaluate((element, formKind) => {
        for (const [name, value] of [
          ['form-kind', formKind],
          ['website', ''],
        ] as const) {
          if (element.querySelector(`[name="${name}"]`)) continue;
          const input = element.ownerDocument.createElement('input');
          Object.assign(input, { type: 'hidden', name, value });
          element.append(input);
        }
      }, kind);
      return form;
    }

    for (const one of cases) {
      test(`the ${one.form} form reaches the inquiry API once, and the visitor reads that it was sent`, async ({
        page,
      }) => {
        const form = await fill(page, one, 10_000);
        await form.getByRole('button', { name: one.submit }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
        await expect(page.getByRole('status')).toContainText('was sent');
        await expect(page.getByRole('link', { name: 'Back to the page you came from' })).toHaveAttribute(
          'href',
          one.path,
        );
        expect(stored().filter((record) => record[one.key] === one.unique[1])).toHaveLength(1);
      });
    }

    test('a form filled in one second is answered as sent and not passed on', async ({ page }) => {
      const quick: FormCase = { ...cases[0]!, unique: ['Title', 'No script, one second'] };
      const form = await fill(page, quick, 1_000);
      await form.getByRole('button', { name: quick.submit }).click();
      await expect(page.getByRole('status')).toContainText('was sent');
      expect(stored().filter((record) => record.sProjectName === quick.unique[1])).toHaveLength(0);
    });
  });
});
