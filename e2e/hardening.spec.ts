import { expect, test } from './support/test';
import { rawRequest } from '@radix/tooling/raw-http';
import { xsrfCookieName } from '../mfe-forms/src/api/api-client';
import { routes } from './support/site';
import { everyServer } from './support/every-server';

/** What unusual clients and hostile requests get from the production server (the Node server and nginx alike). */

test.describe('the home page for clients that are not browsers', everyServer, () => {
  const cases = [
    { name: 'curl without Accept-Encoding', request: {} },
    { name: 'Accept-Encoding: identity', request: { headers: { 'Accept-Encoding': 'identity' } } },
    { name: 'HTTP/1.0', request: { version: '1.0' } },
    { name: 'HEAD', request: { method: 'HEAD' } },
  ];
  for (const { name, request } of cases) {
    test(`answers 200 with the page: ${name}`, async ({ baseURL }) => {
      const response = await rawRequest(String(baseURL), { path: routes.home.path, ...request });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      if (request.method !== 'HEAD') expect(response.body).toMatch(/<div id="?root"?>/);
    });
  }
});

test(
  'a Host header naming another site is never echoed into what the site serves',
  everyServer,
  async ({ baseURL }) => {
    for (const path of [routes.home.path, routes.products.path, '/runtime-config.json']) {
      const response = await rawRequest(String(baseURL), { path, headers: { Host: 'evil.example' } });
      expect([200, 400]).toContain(response.status);
      expect(JSON.stringify(response)).not.toContain('evil.example');
    }
  },
);

test('a malformed Host header is a 400', everyServer, async ({ baseURL }) => {
  expect((await rawRequest(String(baseURL), { headers: { Host: 'bad/host' } })).status).toBe(400);
});

test('an unreadable XSRF-TOKEN cookie does not lock the visitor out', everyServer, async ({ baseURL }) => {
  const response = await rawRequest(String(baseURL), { headers: { Cookie: `${xsrfCookieName}=%ZZ` } });
  expect(response.status).toBe(200);
});

test(
  'scripts and styles go out without a cookie, so shared caches can keep them',
  everyServer,
  async ({ request, baseURL }) => {
    const html = await (await request.get(routes.home.path)).text();
    const assets = [...html.matchAll(/(?:src|href)="?(\/[\w.-]+\.[0-9a-f]{8}\.(?:js|css))/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const response = await rawRequest(String(baseURL), { path, headers: { 'Accept-Encoding': 'gzip, br' } });
      expect({ path, status: response.status, cookie: response.headers['set-cookie'] }).toEqual({
        path,
        status: 200,
        cookie: undefined,
      });
    }
  },
);
