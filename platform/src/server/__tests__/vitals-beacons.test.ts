import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { siteFile } from '@radix/release-model';
import { pageViewsIn } from '../../local-edge/read-page-views';
import { layout } from '../../release/store/folder-store';
import { takeBeacons, vitalsFile } from '../vitals-beacons';

const site = 'site-0123456789ab';
const releases = { shell: 'shell-7', products: 'p-1', services: 's-1', forms: 'f-1', legal: 'l-1' };

test('the Node server writes the beacon of a page view it served to the site root’s SQLite file; refuses a bad one with 400, one with no token with 401, one from another origin with 403, and stores none of them', async () => {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-node-'));
  fs.mkdirSync(layout.site(siteRoot, site), { recursive: true });
  fs.writeFileSync(
    path.join(layout.site(siteRoot, site), siteFile),
    JSON.stringify({ id: site, createdAt: '2026-11-26T10:00:00.000Z', releases }),
  );
  const app = Fastify();
  const origin = 'http://127.0.0.1:8080';
  const tokenOf = await takeBeacons(app, siteRoot, origin, 'live', 'the beacon secret');
  const navigation = { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
  expect(await tokenOf?.({ method: 'GET', headers: { ...navigation, 'sec-fetch-dest': 'script' } }, site)).toBe(
    undefined,
  );
  expect(await tokenOf?.({ method: 'HEAD', headers: navigation }, site)).toBe(undefined);
  const pageView = async () => (await tokenOf?.({ method: 'GET', headers: navigation }, site))?.split(';')[0] ?? '';
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = async (body: string, sent?: Record<string, string>) => {
    const headers = sent ?? { origin, cookie: await pageView() };
    const answer = await fetch(`${address}/_vitals`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });
    return { statusCode: answer.status, body: await answer.text() };
  };
  const beacon = {
    site,
    remotes: { legal: 'l-1' },
    path: '/privacypolicy',
    lcp: 800,
    errors: 0,
    federationFailures: 0,
  };
  expect((await post(JSON.stringify(beacon))).statusCode).toBe(204);
  expect((await post(JSON.stringify(beacon), { origin })).statusCode).toBe(401);
  expect(
    (await post(JSON.stringify(beacon), { origin: 'https://forger.example', cookie: await pageView() })).statusCode,
  ).toBe(403);
  const refused = await post(JSON.stringify({ ...beacon, lcp: -1 }));
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toMatch(/lcp/);
  expect((await post(JSON.stringify({ ...beacon, path: `/${'a'.repeat(6000)}` }))).statusCode).toBe(400);
  await app.close();
  const rows = await pageViewsIn(path.join(siteRoot, vitalsFile));
  expect(rows).toEqual([
    expect.objectContaining({
      site_release: site,
      shell_release: 'shell-7',
      path: '/privacypolicy',
      lcp: 800,
      device: 'desktop',
    }),
  ]);
  expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
});

test("the preview's port answers beacons 204 and stores none", async () => {
  const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitals-node-'));
  const app = Fastify();
  await takeBeacons(app, siteRoot, 'http://127.0.0.1:8085', 'preview');
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const answer = await fetch(`${address}/_vitals`, { method: 'POST', body: '{}' });
  await app.close();
  expect(answer.status).toBe(204);
  expect(fs.existsSync(path.join(siteRoot, vitalsFile))).toBe(false);
});
