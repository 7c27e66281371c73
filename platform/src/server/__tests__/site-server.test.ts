import { mkdtempSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mountInquiryApi } from '../../../../mfe-forms/dev-api/app';
import { xsrfCookieName, xsrfHeaderName } from '../../../../mfe-forms/src/api/api-client';
import { remoteNames } from '@radix/site-kit/contracts';
import { routes } from '@radix/site-kit/routes';
import { specRouteTable } from '@radix/site-kit/route-table';
import { parseRuntimeConfig, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { rawRequest } from '@radix/tooling/raw-http';
import { type Deployable, keys, remoteHeaders, shellHeaders } from '@radix/release-model';
import { layout } from '../../release/store/folder-store';
import { hostingFor } from '../../site/hosting';
import { serveSite } from '../site-server';

const host = '127.0.0.1';
const port = 8280 + Number(process.env.E2E_PORT_SHIFT ?? 0);
const page = '<!doctype html><html><head><title>Radix</title></head><body><div id="root"></div></body></html>';
const asset = 'main.1a2b3c4d.js';

let dir: string;
let stop: () => Promise<void>;

/** A release of each deployable, as a deploy writes it: a page, a content-hashed script and its gzip copy. */
function writeRelease(name: Deployable, id: string): void {
  const folder = path.join(dir, keys.servedFiles(name, id));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), page);
  writeFileSync(path.join(folder, asset), 'console.log(1);');
  writeFileSync(path.join(folder, `${asset}.gz`), gzipSync('console.log(1);'));
}

const hosting = () => hostingFor({ host, port, siteRoot: dir });

/** A site release of release `id` of every deployable, pointed at by `pointer`. */
function writeSite(id: string, pointer: 'live' | 'preview', releases = 'r1'): RuntimeConfigFile {
  const site = layout.site(dir, id);
  mkdirSync(site, { recursive: true });
  const config = {
    apiBaseUrl: '/api/',
    remotes: Object.fromEntries(
      remoteNames.map((name) => [name, `${hosting().remoteBase(name)}${releases}/mf-manifest.json`]),
    ),
    routes: specRouteTable(),
  } as RuntimeConfigFile;
  writeFileSync(path.join(site, 'runtime-config.json'), JSON.stringify(config));
  symlinkSync(path.join('..', '..', 'releases', 'shell', releases, 'web'), path.join(site, 'shell'));
  symlinkSync(path.join('sites', id), path.join(dir, `${pointer}.next`));
  renameSync(path.join(dir, `${pointer}.next`), layout.pointer(dir, pointer));
  return config;
}

let liveConfig: RuntimeConfigFile;

const origin = (at = port) => `http://${host}:${at}`;

function get(path: string, headers: Record<string, string> = {}, method = 'GET', version = '1.1', at = port) {
  return rawRequest(origin(at), { method, path, version, headers });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  for (const name of ['shell', ...remoteNames] as Deployable[]) writeRelease(name, 'r1');
  liveConfig = writeSite('site-1', 'live');
  ({ stop } = await serveSite({
    hosting: hosting(),
    timeouts: { headersMs: 500, requestMs: 1000 },
    extendShell: (app, site) =>
      mountInquiryApi(app, { dataFile: path.join(dir, 'inquiries.jsonl'), allowedOrigins: [site.origin] }),
  }));
});

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('an XSRF-TOKEN cookie that cannot be read', () => {
  const bad = { Cookie: `${xsrfCookieName}=%ZZ` };

  it.each(['/', routes.contact.path, `/${asset}`, '/runtime-config.json', '/api/'])(
    'does not break %s',
    async (url) => {
      expect((await get(url, bad)).status).toBe(200);
    },
  );

  it('is replaced by a fresh cookie with the next page', async () => {
    expect((await get('/', bad)).headers['set-cookie']).toMatch(
      new RegExp(`^${xsrfCookieName}=[\\w-]{20,}; Path=/; SameSite=Strict$`),
    );
  });
});

describe('the Host header', () => {
  const evil = { Host: 'evil.example' };

  it('does not name the remotes, the policy or the hints', async () => {
    const config = await get('/runtime-config.json', evil);
    expect(config.body).not.toContain('evil.example');
    expect(parseRuntimeConfig(JSON.parse(config.body), origin()).remotes.products).toBe(
      `http://${host}:${port + 1}/r1/mf-manifest.json`,
    );
    const products = await get(routes.products.path, evil);
    expect(products.status).toBe(200);
    expect(products.headers['content-security-policy']).not.toContain('evil.example');
    expect(products.headers.link).toContain(`http://${host}:${port + 1}`);
    expect(products.headers.link).not.toContain('evil.example');
  });

  it.each(['bad/host', 'a b', 'x:y:z', '[::1'])('answers a malformed one (%s) with 400', async (value) => {
    expect((await get('/', { Host: value })).status).toBe(400);
  });
});

describe('the security headers', () => {
  const sent = (headers: Record<string, string | undefined>, expected: Record<string, string>) =>
    Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name.toLowerCase()]]));

  it("are the policy's shell headers on every answer of the shell", async () => {
    const expected = shellHeaders(liveConfig, origin());
    for (const url of ['/', routes.contact.path, '/no-such-page', `/${asset}`, '/runtime-config.json']) {
      expect({ url, headers: sent((await get(url)).headers, expected) }).toEqual({ url, headers: expected });
    }
  });

  it("are the policy's remote headers on every answer of a remote", async () => {
    for (const url of ['/', `/r1/${asset}`, '/r1/missing.js']) {
      expect({ url, headers: sent((await get(url, {}, 'GET', '1.1', port + 2)).headers, remoteHeaders) }).toEqual({
        url,
        headers: remoteHeaders,
      });
    }
  });
});

describe('the home page for every client', () => {
  it.each([
    ['no Accept-Encoding', {}, 'GET', '1.1'],
    ['Accept-Encoding: identity', { 'Accept-Encoding': 'identity' }, 'GET', '1.1'],
    ['gzip', { 'Accept-Encoding': 'gzip' }, 'GET', '1.1'],
    ['HEAD', {}, 'HEAD', '1.1'],
    ['HTTP/1.0', {}, 'GET', '1.0'],
  ])('answers 200 with the page: %s', async (_case, headers, method, version) => {
    const response = await get('/', headers, method, version);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    if (method === 'GET' && !headers['Accept-Encoding' as keyof typeof headers]) expect(response.body).toBe(page);
  });

  it("and a remote's release files, by release id", async () => {
    for (const at of [port + 1, port + 4]) {
      for (const version of ['1.0', '1.1']) {
        const response = await get('/r1/index.html', {}, 'GET', version, at);
        expect(response.status).toBe(200);
        expect(response.body).toBe(page);
      }
    }
  });
});

describe('the XSRF-TOKEN cookie', () => {
  it('comes with pages and API answers', async () => {
    for (const url of ['/', routes.contact.path, '/no-such-page', '/api/']) {
      expect({ url, cookie: (await get(url)).headers['set-cookie'] }).toEqual({
        url,
        cookie: expect.stringMatching(new RegExp(`^${xsrfCookieName}=`)),
      });
    }
  });

  it('never comes with scripts, styles, fonts, images or the runtime configuration', async () => {
    for (const url of [`/${asset}`, '/runtime-config.json', '/missing.1a2b3c4d.css']) {
      expect({ url, cookie: (await get(url)).headers['set-cookie'] }).toEqual({ url, cookie: undefined });
    }
    expect((await get(`/${asset}`, { 'Accept-Encoding': 'gzip' })).headers['set-cookie']).toBeUndefined();
    expect((await get(`/r1/${asset}`, {}, 'GET', '1.1', port + 1)).headers['set-cookie']).toBeUndefined();
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'HEAD'])('answer %s with a JSON 404, not the page', async (method) => {
    const token = { Cookie: `${xsrfCookieName}=t0k3n`, [xsrfHeaderName]: 't0k3n', 'Content-Length': '0' };
    const response = await get('/api/Home/NoSuchCall', token, method);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('slow clients', () => {
  /** Opens a connection, sends `head`, then one byte of body every 200 ms; resolves when the server closes it. */
  function trickle(head: string): Promise<{ closedAfterBytes: number; answer: string }> {
    return new Promise((resolve) => {
      let sent = 0;
      let answer = '';
      const socket = net.connect(port, host, () => socket.write(head));
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write('x', () => undefined);
        sent += 1;
      }, 200);
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterBytes: sent, answer });
      });
    });
  }

  it('are cut off when the body does not arrive in time', async () => {
    const { closedAfterBytes, answer } = await trickle(
      `POST /api/Home/AddInquiryForRadixWebsite HTTP/1.1\r\nHost: ${host}:${port}\r\nCookie: ${xsrfCookieName}=t0k3n\r\n${xsrfHeaderName}: t0k3n\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`,
    );
    expect(closedAfterBytes).toBeLessThan(500);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('are cut off when the headers do not arrive in time', async () => {
    const { closedAfterBytes } = await trickle(`GET / HTTP/1.1\r\nHost: ${host}:${port}\r\nX-Slow: `);
    expect(closedAfterBytes).toBeLessThan(500);
  }, 15_000);
});

describe('the pointers', () => {
  it('are followed on every request: switching live changes the next answer, configuration and headers together', async () => {
    writeRelease('shell', 'r2');
    writeSite('site-2', 'live', 'r2');
    try {
      expect(JSON.parse((await get('/runtime-config.json')).body).remotes.legal).toBe(
        `${hosting().remoteBase('legal')}r2/mf-manifest.json`,
      );
      expect((await get(routes.terms.path)).headers.link).toBe(
        `<${new URL(hosting().remoteBase('legal')).origin}>; rel=preconnect; crossorigin`,
      );
    } finally {
      writeSite('site-1b', 'live');
    }
    expect(JSON.parse((await get('/runtime-config.json')).body).remotes.legal).toBe(
      `${hosting().remoteBase('legal')}r1/mf-manifest.json`,
    );
  });

  it('serve the candidate on the preview port, and say so while there is none', async () => {
    const preview = port + 5;
    expect((await get('/', {}, 'GET', '1.1', preview)).status).toBe(503);
    writeSite('site-3', 'preview');
    const response = await get(routes.contact.path, {}, 'GET', '1.1', preview);
    expect(response.status).toBe(200);
    expect(response.body).toBe(page);
  });
});
