import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageReadyAttribute } from '@radix/site-kit/islands/protocol';
import { previewCookieName, previewTokenHeader } from '@radix/release-model';
import { reachedAtVariable } from '../../../site/reached-at';
import { checkInBrowser } from '../browser-check';

describe('the browser check without Chromium', () => {
  it('refuses, and says how to install Chromium or skip the check', async () => {
    const previous = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    try {
      let check: typeof import('../browser-check') | undefined;
      jest.isolateModules(() => {
        check = jest.requireActual<typeof import('../browser-check')>('../browser-check');
      });
      const refused = await check?.checkInBrowser('http://127.0.0.1:9', ['/']).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(check?.ChromiumMissing);
      expect((refused as Error).message).toMatch(
        /\/nowhere\/chromium.*apt-get install -y chromium.*--skip-browser-check/,
      );
    } finally {
      if (previous === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = previous;
    }
  });
});

/** A local server answering `answer` at `http://<hostName>:<port>`, keeping what each request asked with. */
async function listening(hostName: string, answer: (url: string) => { type: string; body: string } | undefined) {
  const heard: { url?: string; host?: string; cookie?: string; token?: string }[] = [];
  const server = http.createServer((request, response) => {
    const token = request.headers[previewTokenHeader.toLowerCase()];
    const { host, cookie } = request.headers;
    heard.push({ url: request.url, host, cookie, token: typeof token === 'string' ? token : undefined });
    const answered = answer(request.url ?? '/');
    if (!answered) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': answered.type }).end(answered.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, heard, origin: `http://${hostName}:${(server.address() as AddressInfo).port}` };
}

describe('the browser check with SITE_REACHED_AT (Chromium at CHROMIUM_PATH)', () => {
  /** The origins the page names, which resolve nowhere: only the routing reaches them. */
  const site = 'http://sandbox-site.invalid:1';
  const files = 'http://sandbox-named.invalid:1';
  let page: Awaited<ReturnType<typeof listening>>;
  let script: Awaited<ReturnType<typeof listening>>;
  const previous = process.env[reachedAtVariable];

  beforeAll(async () => {
    // On a host of its own, as a preview host of a local edge is: its cookie is not the files origin's.
    page = await listening('page.localhost', (url) =>
      url === '/'
        ? {
            type: 'text/html',
            body: `<!doctype html><html><head><link rel="icon" href="data:,"><script src="${files}/releases/shell/1/ready.js"></script></head><body><main>a page</main></body></html>`,
          }
        : undefined,
    );
    script = await listening('127.0.0.1', (url) =>
      url === '/releases/shell/1/ready.js'
        ? { type: 'text/javascript', body: `document.documentElement.setAttribute('${pageReadyAttribute}', '');` }
        : undefined,
    );
    process.env[reachedAtVariable] = JSON.stringify({ [site]: page.origin, [files]: script.origin });
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env[reachedAtVariable];
    else process.env[reachedAtVariable] = previous;
    await Promise.all([page, script].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it('opens each page where it is reached and routes what the page names there, with the token to the files origin', async () => {
    const problems = await checkInBrowser(site, ['/'], { token: 't0k', filesOrigins: [files] });
    expect(problems).toEqual([]);
    expect(page.heard).toEqual([
      { url: '/', host: new URL(page.origin).host, cookie: `${previewCookieName}=t0k`, token: undefined },
    ]);
    expect(script.heard).toEqual([
      { url: '/releases/shell/1/ready.js', host: new URL(script.origin).host, cookie: undefined, token: 't0k' },
    ]);
  });
});
