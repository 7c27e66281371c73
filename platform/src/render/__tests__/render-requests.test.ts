import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { previewTokenHeader } from '@radix/release-model';
import { filesTokenVariable, sendRenderRequests } from '../files-token';
import { reachedAtVariable } from '../../site/reached-at';

describe("the render process's requests with SITE_REACHED_AT", () => {
  const original = globalThis.fetch;
  const heard: { url?: string; host?: string; token?: string }[] = [];
  const server = http.createServer((request, response) => {
    const token = request.headers[previewTokenHeader.toLowerCase()];
    heard.push({ url: request.url, host: request.headers.host, token: typeof token === 'string' ? token : undefined });
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('reached');
  });
  let reached: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    reached = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    globalThis.fetch = original;
    heard.splice(0);
  });

  it("reach the named origins where this machine reaches them, with the deploy's token for a named files origin", async () => {
    sendRenderRequests(['http://www.radixsoftech.test'], {
      [filesTokenVariable]: 'the files token',
      [reachedAtVariable]: JSON.stringify({
        'http://www.radixsoftech.test': reached,
        'http://products.radixsoftech.test': reached,
      }),
    });
    expect(await (await fetch('http://www.radixsoftech.test/releases/legal/1/mf-manifest.json')).text()).toBe(
      'reached',
    );
    expect(await (await fetch('http://products.radixsoftech.test/mf-manifest.json')).text()).toBe('reached');
    const { host } = new URL(reached);
    expect(heard).toEqual([
      { url: '/releases/legal/1/mf-manifest.json', host, token: 'the files token' },
      { url: '/mf-manifest.json', host, token: undefined },
    ]);
  });

  it('send the token to the files origins as they are when nothing is mapped', async () => {
    sendRenderRequests([reached], { [filesTokenVariable]: 'the files token' });
    await (await fetch(`${reached}/releases/a`)).text();
    expect(heard).toEqual([{ url: '/releases/a', host: new URL(reached).host, token: 'the files token' }]);
  });
});
