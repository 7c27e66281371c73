import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteReleaseMeta } from '@radix/platform';
import {
  defaultPreview,
  expiresIn,
  immutable,
  localPreviewSecret,
  previewCookieName,
  previewHeaders,
  previewTokenParameter,
  remoteHeaders,
  revalidate,
  shellHeaders,
  siteReleaseHeader,
  siteReleaseParameter,
  signPreviewToken,
} from '@radix/release-model';
import { renderedWithId } from '@radix/site-kit/renderer';
import { checkRuntimeConfig, xsrfCookieName } from '@radix/site-kit/runtime-config';
import { expect, test } from './support/test';
import { buildVariant, replaceInSource } from './support/delivery-build';
import { bucketOf, cookiesSetBy, requestAt, startDeploySite, textAt, type DeploySite } from './support/deploy-site';
import { runScript, startScript, startSite } from '../harness/processes';
import { expectPage, problems, routes } from './support/site';
import { e2eSiteRoot } from './support/site-root';
import { testPort } from '../harness/ports';
import { runnerOf, runnerWith } from './support/runner';

/**
 * The site at the edge (`npm run serve:edge`: the edge worker in workerd over a local R2), as a
 * visitor and as a team deploying from its own CI runner get it. One edge server for the file.
 */
const root = path.resolve(__dirname, '..');
const port = testPort(8440);
const inquiries = path.join(e2eSiteRoot('edge-inquiries'), 'inquiries.jsonl');
let site: DeploySite;

const siteReleaseOf = (html: string) =>
  new RegExp(`<meta name="${siteReleaseMeta}" content="(site-[0-9a-f]+)">`).exec(html)?.[1];

test.describe('the site at the edge', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    fs.rmSync(path.dirname(inquiries), { recursive: true, force: true });
    site = await startDeploySite('edge', port, 'edge', { INQUIRY_DATA_FILE: inquiries });
  });

  test.afterAll(() => site?.stop());

  test('pages and configuration are revalidated, releases immutable, with the policy every server sends', async () => {
    const config = checkRuntimeConfig(JSON.parse(await textAt(`${site.origin}/runtime-config.json`)));
    const policy = shellHeaders(config, site.origin);
    for (const route of [routes.home, routes.about, routes.privacy]) {
      const page = await requestAt(`${site.origin}${route.path}`);
      expect(page.status, route.path).toBe(200);
      expect(page.headers['cache-control']).toBe(revalidate);
      for (const [name, value] of Object.entries(policy)) expect(page.headers[name.toLowerCase()], name).toBe(value);
    }
    const configAnswer = await requestAt(`${site.origin}/runtime-config.json`);
    expect(configAnswer.headers['cache-control']).toBe(revalidate);

    const manifest = new URL(Object.values(config.remotes)[0] ?? '');
    expect(manifest.origin).toBe(site.origin);
    const release = await requestAt(manifest.href);
    expect(release.status).toBe(200);
    expect(release.headers['cache-control']).toBe(immutable);
    expect(release.headers['access-control-allow-origin']).toBe(remoteHeaders['Access-Control-Allow-Origin']);
  });

  test('precompressed bodies where the client accepts them, the not-found page with 404, a foreign Host refused', async () => {
    const home = await textAt(`${site.origin}/`);
    const main = /data-main="\/([^"]+)"/.exec(home)?.[1] ?? '';
    expect(main).toMatch(/^main\.[0-9a-f]{8}\.js$/);
    const plain = await requestAt(`${site.origin}/${main}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(immutable);
    // Sent as stored, in the first encoding the client lists (the runtime would recompress another).
    const built = path.join(root, 'shell', 'dist', main);
    for (const [accepts, encoding, copy] of [
      ['br, gzip', 'br', '.br'],
      ['gzip, deflate, br, zstd', 'gzip', '.gz'],
    ] as const) {
      const sent = await requestAt(`${site.origin}/${main}`, { 'accept-encoding': accepts });
      expect(sent.headers['content-encoding'], accepts).toBe(encoding);
      expect(sent.body.equals(fs.readFileSync(`${built}${copy}`)), accepts).toBe(true);
    }
    expect(brotliDecompressSync(fs.readFileSync(`${built}.br`)).equals(plain.body)).toBe(true);
    expect(gunzipSync(fs.readFileSync(`${built}.gz`)).equals(plain.body)).toBe(true);

    const unknown = await requestAt(`${site.origin}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('Page not found');
    expect((await requestAt(`${site.origin}/no-such-file.js`)).status).toBe(404);
    const foreign = await requestAt(`${site.origin}/`, { host: `evil.example:${port}` });
    expect(foreign.status).toBe(400);
    // The loopback address, which the other servers print, leads to the site.
    const loopback = await requestAt(`http://127.0.0.1:${port}/aboutus?x=1`);
    expect(loopback.status).toBe(308);
    expect(loopback.headers.location).toBe(`${site.origin}/aboutus?x=1`);
  });

  test('every answer names its bucket reads and the cache in Server-Timing; a repeated page reads nothing but the pointer', async () => {
    const timing = async (pathname: string) =>
      String((await requestAt(`${site.origin}${pathname}`, { 'accept-encoding': 'br' })).headers['server-timing']);
    const reads = (header: string) => Number(/desc="(\d+) reads?"/.exec(header)?.[1]);
    for (const pathname of [routes.contact.path, '/runtime-config.json', '/no-such-file.js']) {
      expect(await timing(pathname), pathname).toMatch(/^bucket;dur=[\d.]+;desc="\d+ reads?"/);
    }
    const again = await timing(routes.contact.path);
    expect(again).toMatch(/cache;desc="(memory|hit)"$/);
    // At most the pointer, refreshed in the background once it is a second old.
    expect(reads(again)).toBeLessThanOrEqual(1);
    const page = await requestAt(`${site.origin}${routes.contact.path}`, { 'accept-encoding': 'br' });
    const unchanged = await requestAt(`${site.origin}${routes.contact.path}`, {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(page.headers.vary).toBe('Accept-Encoding');
  });

  test('a visitor gets every file of a page from the site origin alone, and the page hydrates', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    const found = problems(page);
    await page.goto(`${site.origin}${routes.schoolErp.path}`);
    await expectPage(page, routes.schoolErp.title);
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([site.origin]);
    expect(found).toEqual([]);
  });

  test('a visitor sends the Get in touch form through the edge to the inquiry API, with its anti-forgery cookie', async ({
    page,
  }) => {
    await page.goto(`${site.origin}${routes.contact.path}`);
    const cookies = await page.context().cookies(site.origin);
    expect(cookies.map((cookie) => cookie.name)).toContain(xsrfCookieName);
    const form = page.getByRole('form', { name: 'Get in touch' });
    const title = `Edge inquiry ${process.pid}`;
    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('Patel');
    await form.getByLabel('E-mail').fill('asha@company.com.au');
    await form.getByLabel('Contact no').fill('+61 7 3000 4567');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Service').selectOption({ label: 'Networking' });
    await form.getByLabel('Message').fill('Please call me about the network of our Brisbane office.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByLabel('Title')).toHaveValue('');
    const stored = fs
      .readFileSync(inquiries, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(stored).toEqual([expect.objectContaining({ kind: 'inquiry', sProjectName: title, sFirstName: 'Asha' })]);
  });

  test('a team deploys services from a clean runner with only its build and SITE_STORE; live changes after the gate', async () => {
    expect(site.env.SITE_STORE).toMatch(/^s3\+http:\/\/127\.0\.0\.1:\d+\/cdn-cgi\/local\/r2\/s3\/site$/);
    const before = siteReleaseOf(await textAt(`${site.origin}${routes.services.path}`));
    const localRoot = path.join(os.tmpdir(), `no-site-root-${process.pid}`);
    const from = runnerOf('mfe-services', 'runner build 1');
    const deploy = await runScript(['deploy', '--', 'services', '--from', from], {
      SITE_STORE: site.env.SITE_STORE ?? '',
      SITE_ROOT: localRoot,
    });
    expect(deploy.output).toMatch(/✓ contract[\s\S]*✓ render[\s\S]*✓ browser +\d+ page\(s\) hydrate[\s\S]*✓ switch/);
    expect(deploy.code).toBe(0);
    expect(fs.existsSync(localRoot)).toBe(false);
    const live = /^live: (site-[0-9a-f]+)/m.exec(deploy.output)?.[1];
    expect(live).not.toBe(before);
    // The edge follows a switch within 2 s.
    await expect.poll(async () => siteReleaseOf(await textAt(`${site.origin}${routes.services.path}`))).toBe(live);
  });

  test('a release that throws when rendered, from a clean runner, changes nothing', async () => {
    const live = await site.live();
    const page = await textAt(`${site.origin}${routes.privacy.path}`);
    const throwing = buildVariant('mfe-legal', 'throws-on-render', (src) =>
      replaceInSource(
        src,
        'exposes/privacy-page.tsx',
        'function PrivacyPage() {',
        "function PrivacyPage() {\n  if (Date.now() > 0) throw new Error('A broken privacy page');",
      ),
    );
    const deploy = await runScript(['deploy', '--', 'legal', '--from', runnerWith(throwing)], site.env);
    expect(deploy.code).toBe(1);
    expect(deploy.output).toMatch(/cannot be rendered[\s\S]*A broken privacy page/);
    expect(deploy.output).not.toMatch(/^\s+at /m);
    expect(await site.live()).toBe(live);
    expect(await textAt(`${site.origin}${routes.privacy.path}`)).toBe(page);
    // Its files reached the edge for the deploy's checks alone: to anyone else, nothing is there.
    const refused = /✓ release +legal (\S+)/.exec(deploy.output)?.[1];
    expect((await requestAt(`${site.origin}/releases/legal/${refused}/mf-manifest.json`)).status).toBe(404);
    const listed = await runScript(['releases', '--', 'legal'], site.env);
    expect(listed.output).toMatch(/\[REFUSED at render\]\n\s+refused .*: .*A broken privacy page/);
  });

  test('a request naming a site release that was live is answered from it while it is kept', async () => {
    const services = await textAt(`${site.origin}${routes.services.path}`);
    const older = siteReleaseOf(services) ?? '';
    const from = runnerOf('mfe-services', 'runner build 2');
    expect((await runScript(['deploy', '--', 'services', '--from', from, '--skip-browser-check'], site.env)).code).toBe(
      0,
    );
    const newer = await site.live();
    expect(newer).not.toBe(older);
    await expect.poll(async () => siteReleaseOf(await textAt(`${site.origin}${routes.services.path}`))).toBe(newer);
    const pinned = await textAt(`${site.origin}${routes.services.path}?${siteReleaseParameter}=${older}`);
    expect(siteReleaseOf(pinned)).toBe(older);
    const byHeader = await requestAt(`${site.origin}/runtime-config.json`, { [siteReleaseHeader]: older });
    expect(JSON.parse(byHeader.body.toString()).remotes.services).toBe(
      JSON.parse(new RegExp(`id="${renderedWithId}">([^<]+)<`).exec(services)?.[1] ?? '{}').remotes.services,
    );
    const unknown = await textAt(`${site.origin}${routes.services.path}?${siteReleaseParameter}=site-000000000000`);
    expect(siteReleaseOf(unknown)).toBe(newer);
  });

  test('a candidate never live: its id pins the live page; the preview host answers only the link a deploy printed', async ({
    page,
  }) => {
    const live = siteReleaseOf(await textAt(`${site.origin}${routes.services.path}`));
    const from = runnerOf('mfe-services', 'runner build 3');
    const deploy = await runScript(
      ['deploy', '--', 'services', '--from', from, '--preview', '--skip-browser-check'],
      site.env,
    );
    expect(deploy.code).toBe(0);
    const link = /^preview: (\S+)/m.exec(deploy.output)?.[1] ?? '';
    expect(link.startsWith(`${site.previewOrigin}/?${previewTokenParameter}=`)).toBe(true);
    const candidate = await bucketOf(site).pointer('preview');
    expect(candidate?.site).not.toBe(live);
    const pinned = await textAt(`${site.origin}${routes.services.path}?${siteReleaseParameter}=${candidate?.site}`);
    expect(siteReleaseOf(pinned)).toBe(live);
    const byHeader = await requestAt(`${site.origin}${routes.services.path}`, {
      [siteReleaseHeader]: candidate?.site ?? '',
    });
    expect(siteReleaseOf(byHeader.body.toString())).toBe(live);

    const token = link.slice(link.indexOf('=') + 1);
    const [claims = '', signature = ''] = token.split('.');
    const longer = Buffer.from(JSON.stringify({ preview: defaultPreview, exp: expiresIn(365 * 24 * 3600) })).toString(
      'base64url',
    );
    const expired = await signPreviewToken({ preview: defaultPreview, exp: expiresIn(-60) }, localPreviewSecret);
    for (const [what, cookie] of [
      ['no token', undefined],
      ['a tampered token', `${longer}.${signature}`],
      [
        'a tampered signature',
        `${claims}.${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`,
      ],
      ['an expired token', expired],
    ] as const) {
      const refused = await requestAt(
        `${site.previewOrigin}${routes.services.path}`,
        cookie ? { cookie: `${previewCookieName}=${cookie}` } : {},
      );
      expect(refused.status, what).toBe(401);
      expect(refused.body.toString().trim().split('\n'), what).toHaveLength(1);
      expect(refused.headers['x-robots-tag'], what).toBe(previewHeaders['X-Robots-Tag']);
      expect(refused.headers['cache-control'], what).toBe(previewHeaders['Cache-Control']);
    }

    // A reviewer opens the link: the token becomes a cookie of the preview host, and leaves the URL.
    const opened = await page.goto(link);
    await expectPage(page, routes.home.title);
    expect(page.url()).toBe(`${site.previewOrigin}/`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe(previewHeaders['X-Robots-Tag']);
    expect(opened?.headers()['cache-control']).toBe(previewHeaders['Cache-Control']);
    const [cookie] = (await page.context().cookies(site.previewOrigin)).filter(
      ({ name }) => name === previewCookieName,
    );
    // `__Host-`: Secure, host-only, path /, which Chromium takes over the local edge's plain http on localhost.
    expect(cookie).toEqual(
      expect.objectContaining({ value: token, httpOnly: true, sameSite: 'Lax', secure: true, path: '/' }),
    );
    expect(await page.context().cookies(site.origin)).not.toContainEqual(
      expect.objectContaining({ name: previewCookieName }),
    );
    await page.goto(`${site.previewOrigin}${routes.services.path}`);
    await expectPage(page, routes.services.title);
    expect(siteReleaseOf(await page.content())).toBe(candidate?.site);

    const redirect = await requestAt(`${site.previewOrigin}${routes.services.path}?${previewTokenParameter}=${token}`);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.location).toBe(routes.services.path);
    const withCookie = await requestAt(`${site.previewOrigin}${routes.services.path}`, {
      cookie: cookiesSetBy(redirect.headers),
    });
    expect(withCookie.status).toBe(200);
    expect(siteReleaseOf(withCookie.body.toString())).toBe(candidate?.site);
  });

  test("a candidate's files: 404 on the site's host until it goes live, 200 on its preview with a token; junk costs one read", async () => {
    const from = runnerOf('mfe-legal', 'runner build sealed');
    const deploy = await runScript(['deploy', '--', 'legal', '--from', from, '--preview'], site.env);
    expect(deploy.output).toMatch(/✓ browser/);
    expect(deploy.code).toBe(0);
    const link = /^preview: (\S+)/m.exec(deploy.output)?.[1] ?? '';
    const release = /✓ release +legal (\S+)/.exec(deploy.output)?.[1] ?? '';
    const reviewer = { cookie: cookiesSetBy((await requestAt(link)).headers) };
    const page = (await requestAt(`${site.previewOrigin}${routes.privacy.path}`, reviewer)).body.toString();
    const named = [...page.matchAll(/\/releases\/legal\/([^/"']+)\/([^"'\s?#]+)/g)]
      .filter(([, id]) => id === release)
      .map(([path]) => path);
    const files = [...new Set([...named, `/releases/legal/${release}/mf-manifest.json`])];
    expect(page).not.toContain(`${site.origin}/releases/legal/${release}/`);
    const statuses = async (origin: string, headers: Record<string, string> = {}) =>
      Promise.all(files.map(async (file) => (await requestAt(`${origin}${file}`, headers)).status));
    const before = await statuses(site.origin);
    const onPreview = await Promise.all(files.map((file) => requestAt(`${site.previewOrigin}${file}`, reviewer)));
    const withoutToken = await statuses(site.previewOrigin);
    console.log(
      `candidate ${release}: ${files.length} files; site host before live ${before.join(',')}; preview with a token ${onPreview.map((answer) => answer.status).join(',')}; preview without ${withoutToken.join(',')}`,
    );
    expect(before).toEqual(files.map(() => 404));
    expect(onPreview.map((answer) => answer.status)).toEqual(files.map(() => 200));
    expect(onPreview.map((answer) => answer.headers['cache-control'])).toEqual(
      files.map(() => previewHeaders['Cache-Control']),
    );
    expect(withoutToken).toEqual(files.map(() => 401));

    expect((await runScript(['promote', '--', 'legal', release, '--skip-browser-check'], site.env)).code).toBe(0);
    // The edge reads live at most once a second and follows a switch within two.
    const answersAfter = () => Promise.all(files.map((file) => requestAt(`${site.origin}${file}`)));
    await expect
      .poll(async () => (await answersAfter()).map((answer) => answer.status), { timeout: 15_000 })
      .toEqual(files.map(() => 200));
    const after = await answersAfter();
    console.log(`after it went live: ${after.map((answer) => answer.status).join(',')}`);
    expect(after[0]?.headers['cache-control']).toBe(immutable);

    // A request cancelled at once, then 100 at the same moment for one cold file: all answer.
    const cold = `/releases/legal/${release}/remoteEntry.js`;
    await new Promise<void>((resolve) => {
      const { port: edgePort, host } = new URL(site.origin);
      const cancelled = http.get({
        host: '127.0.0.1',
        port: edgePort,
        path: `${cold}?cold`,
        headers: { host },
        agent: false,
      });
      cancelled.on('error', () => resolve());
      cancelled.on('finish', () => (cancelled.destroy(), resolve()));
    });
    const hundred = await Promise.all(Array.from({ length: 100 }, () => requestAt(`${site.origin}${cold}`)));
    console.log(
      `after a cancelled request, 100 concurrent: ${hundred.filter((answer) => answer.status === 200).length} answered 200`,
    );
    expect(hundred.map((answer) => answer.status)).toEqual(Array(100).fill(200));

    const readsOf = async (pathname: string) => {
      const readsIn = async () => {
        const answer = await fetch(`${site.origin}${pathname}`);
        await answer.arrayBuffer();
        return Number(/desc="(\d+) reads?"/.exec(answer.headers.get('server-timing') ?? '')?.[1] ?? NaN);
      };
      const first = await readsIn();
      let reads = 0;
      const started = Date.now();
      for (let i = 1; i < 1000; i += 1) reads += await readsIn();
      return { first, reads, seconds: Math.ceil((Date.now() - started) / 1000) };
    };
    const junkFile = await readsOf('/releases/legal/20261127T000000Z-0a0b0c/x.js');
    const junkPin = await readsOf(`${routes.privacy.path}?${siteReleaseParameter}=site-0123456789ab`);
    console.log(
      `1,000 identical junk requests: a release file ${junkFile.first + junkFile.reads} read(s); a pin ${junkPin.first} read(s) at first, then ${junkPin.reads} in ${junkPin.seconds} s, the pointer's once a second among them`,
    );
    expect(junkFile.first + junkFile.reads).toBeLessThanOrEqual(1);
    // The first pin reads the pointer, and the history once (one list and its newest entries back to
    // the release live before, which stays pinnable for an hour): a handful, never again for this live.
    expect(junkPin.first).toBeLessThanOrEqual(8);
    // What this catches is a junk pin costing a read per request. A page reads `live` at most once a
    // second of the isolate's clock, which stands still while the worker runs and so lags the test's
    // by a little at each read: over a run of s seconds that is at most s + 2 reads (settling.test.ts
    // counts them exactly on a fake clock).
    expect(junkPin.reads).toBeLessThanOrEqual(junkPin.seconds + 2);
  });

  test('two deploys racing from two runners: one goes live, the other is refused in one line; no half state', async () => {
    const deploying = (runner: string) =>
      startScript(['deploy', '--', 'legal', '--from', runnerOf('mfe-legal', runner)], site.env);
    const first = deploying('runner a');
    await expect.poll(first.output, { timeout: 60_000 }).toMatch(/✓ release/);
    // The first runner is held in the middle of its deploy while the second one runs whole.
    first.signal('SIGSTOP');
    const second = await deploying('runner b').finished.finally(() => first.signal('SIGCONT'));
    const won = await first.finished;
    expect(won.code).toBe(0);
    expect(second.code).toBe(1);
    expect(second.output.trim()).toMatch(
      /^another release command \(.*\) holds .*: run this one again when it has finished \(its lease ends at \S+ if it died; "npm run unlock" ends it at once\)$/,
    );
    const live = await site.live();
    expect(won.output).toContain(`live: ${live}`);
    const store = bucketOf(site);
    for (const id of await store.list('sites')) {
      expect(await store.readText(`sites/${id}/site.json`), id).toBeDefined();
    }
    expect(JSON.parse((await store.readText('release.lock')) ?? '{}')).toMatchObject({ ended: 'let go' });
  });

  test('a rollback to what was live before is the switch alone', async ({ page }) => {
    const rollback = await runScript(['rollback', '--', 'legal'], site.env);
    expect(rollback.code).toBe(0);
    expect(rollback.output).toMatch(/was live before: no render, no check/);
    expect(rollback.output).not.toMatch(/✓ (render|browser)/);
    await page.goto(`${site.origin}${routes.privacy.path}`);
    await expectPage(page, routes.privacy.title);
  });

  test('a runner killed mid-deploy: "npm run unlock" ends its lease at once, naming it, and the next command goes on', async () => {
    const from = runnerOf('mfe-legal', 'runner killed');
    const killed = startScript(['deploy', '--', 'legal', '--from', from, '--skip-browser-check'], site.env);
    await expect.poll(killed.output, { timeout: 60_000 }).toMatch(/✓ release/);
    killed.signal('SIGKILL');
    await killed.finished;
    const waiting = await runScript(['releases', '--', '--prune'], site.env);
    expect(waiting.code).toBe(1);
    expect(waiting.output.trim()).toMatch(
      /^another release command \(.*\) holds .*"npm run unlock" ends it at once\)$/,
    );
    const unlock = await runScript(['unlock'], site.env);
    expect(unlock.code).toBe(0);
    expect(unlock.output.trim()).toMatch(
      /^ended the lease of \S+ process \d+ \([0-9a-f]{8}\) on http:\/\/127\.0\.0\.1:\d+\/cdn-cgi\/local\/r2\/s3\/site$/,
    );
    const store = bucketOf(site);
    const ended = /^ended the lease of (.*) on /.exec(unlock.output.trim())?.[1];
    expect(JSON.parse((await store.history()).at(-1) ?? '{}')).toMatchObject({ action: 'unlock', ended });
    const again = await runScript(['unlock'], site.env);
    expect(again.code).toBe(1);
    expect(again.output.trim()).toMatch(/^no release command holds .*: there is nothing to end$/);
    expect((await runScript(['releases', '--', '--prune'], site.env)).code).toBe(0);
  });

  test('a restarted edge keeps its pointer and its releases', async () => {
    const live = await site.live();
    const page = await textAt(`${site.origin}${routes.about.path}`);
    await site.stop();
    const again = await startSite('serve:edge', { PORT: String(port), EDGE_STATE: e2eSiteRoot('edge-edge') });
    try {
      expect(again.output).not.toContain('first start');
      expect(await site.live()).toBe(live);
      expect(await textAt(`${site.origin}${routes.about.path}`)).toBe(page);
    } finally {
      await again.stop();
    }
  });
});
