import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { previewCookieName, previewTokenParameter } from '@radix/release-model';
import { reviewPictures } from '../review/review';

/** A local server answering `answer` at `http://<hostName>:<port>`, keeping each request's path and cookie. */
async function listening(
  hostName: string,
  answer: (request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  const heard: { url?: string; cookie?: string }[] = [];
  const server = http.createServer((request, response) => {
    heard.push({ url: request.url, cookie: request.headers.cookie });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, heard, origin: `http://${hostName}:${(server.address() as AddressInfo).port}` };
}

describe('the review with SITE_REACHED_AT (Chromium at CHROMIUM_PATH)', () => {
  /** The production origins the pages name, which this machine reaches only through the routing. */
  const site = 'https://www.radixsoftech.example';
  const preview = 'https://pr-7.radixsoftech-preview.example';
  const page = (text: string) =>
    `<!doctype html><html><head><link rel="icon" href="data:,"><link rel="stylesheet" href="${site}/releases/shell/1/page.css"></head><body><main>${text}</main></body></html>`;
  let live: Awaited<ReturnType<typeof listening>>;
  let previewed: Awaited<ReturnType<typeof listening>>;
  let out: string;
  const previous = process.env.SITE_REACHED_AT;

  beforeAll(async () => {
    live = await listening('127.0.0.1', (request, response) => {
      if (request.url === '/releases/shell/1/page.css')
        return void response.writeHead(200, { 'Content-Type': 'text/css' }).end('main { color: rgb(0, 0, 255); }');
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(page('live'));
    });
    // The preview host's link sets its cookie and sends the reviewer on, as the edge does; without it: 401.
    previewed = await listening('pr-7.preview.localhost', (request, response) => {
      if (request.url?.startsWith(`/?${previewTokenParameter}=`))
        return void response
          .writeHead(302, {
            Location: '/',
            'Set-Cookie': `${previewCookieName}=t0k; Path=/; HttpOnly; SameSite=Lax; Secure`,
          })
          .end();
      if (request.headers.cookie !== `${previewCookieName}=t0k`) return void response.writeHead(401).end();
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(page('the preview'));
    });
    process.env.SITE_REACHED_AT = JSON.stringify({ [site]: live.origin, [preview]: previewed.origin });
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'review-reached-at-'));
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.SITE_REACHED_AT;
    else process.env.SITE_REACHED_AT = previous;
    fs.rmSync(out, { recursive: true, force: true });
    await Promise.all([live, previewed].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  // Chromium's start and two pages pictured take seconds on a loaded machine.
  it('pictures both sides where this machine reaches them, naming them as given', async () => {
    const review = await reviewPictures({
      before: { label: 'live', origin: site },
      after: { label: 'pr-7', origin: preview, token: 't0k' },
      routes: ['/aboutus'],
      widths: [375],
      out,
    });
    expect(review.routes).toEqual([expect.objectContaining({ route: '/aboutus', width: 375, changed: true })]);
    expect(review.routes[0]?.failed).toBeUndefined();
    expect([review.before.origin, review.after.origin]).toEqual([site, preview]);
    expect(previewed.heard).toEqual([
      { url: `/?${previewTokenParameter}=t0k`, cookie: undefined },
      { url: '/', cookie: `${previewCookieName}=t0k` },
      { url: '/aboutus', cookie: `${previewCookieName}=t0k` },
    ]);
    // The style sheet the pages name on the site's origin, for each page opened (the link's page too).
    expect(live.heard.filter((request) => request.url === '/releases/shell/1/page.css')).toHaveLength(3);
    expect(live.heard.filter((request) => request.url === '/aboutus')).toHaveLength(1);
    expect(live.heard.map((request) => request.cookie)).not.toContain(`${previewCookieName}=t0k`);
  }, 60_000);
});
