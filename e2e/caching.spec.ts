import fs from 'node:fs';
import path from 'node:path';
import { manifestFile } from '@radix/site-kit/build-outputs';
import { expect, test } from './support/test';
import { routes } from './support/site';
import { getWithEncoding, remoteReleases, shellDist } from './support/delivery-checks';
import { everyServer } from './support/every-server';

const hashedFile = (dir: string, pattern: RegExp) => {
  const file = fs.readdirSync(dir).find((name) => pattern.test(name));
  if (!file) throw new Error(`no file like ${pattern} in ${dir}`);
  return file;
};

test.describe('caching, compression and status codes', everyServer, () => {
  test('pages: known routes 200, unknown paths 404 with the app, missing files plain 404; HTML never cached', async ({
    request,
  }) => {
    for (const route of [routes.home, routes.about, routes.schoolErp, routes.privacy]) {
      const page = await getWithEncoding(request, route.path);
      expect(page.status, route.path).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toContain('text/html');
    }
    const unknown = await getWithEncoding(request, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body.toString()).toMatch(/<div id="?root"?>/);
    const missing = await request.get('/no-such-file.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('text/plain');
  });

  test('hashed assets are immutable for a year and precompressed; entry files are revalidated', async ({ request }) => {
    const main = hashedFile(shellDist, /^main\.[0-9a-f]{8}\.js$/);
    for (const encoding of ['br', 'gzip']) {
      const asset = await getWithEncoding(request, `/${main}`, encoding);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['vary']).toMatch(/accept-encoding/i);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    const plain = await request.get(`/${main}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).equals(fs.readFileSync(path.join(shellDist, main)))).toBe(true);

    expect((await getWithEncoding(request, '/runtime-config.json')).headers['cache-control']).toBe('no-cache');
    for (const release of await remoteReleases(request)) {
      for (const file of ['remoteEntry.js', manifestFile]) {
        const entry = await getWithEncoding(request, `${release}${file}`);
        expect(entry.status, `${release}${file}`).toBe(200);
        expect(entry.headers['cache-control']).toBe('no-cache');
      }
    }
  });

  test('CORS only on the remotes, which the shell reads cross-origin', async ({ request, baseURL }) => {
    const shell = await getWithEncoding(request, '/runtime-config.json');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
    for (const release of await remoteReleases(request)) {
      const manifest = await request.get(`${release}mf-manifest.json`, { headers: { Origin: baseURL ?? '' } });
      expect(manifest.headers()['access-control-allow-origin']).toMatch(/^(\*|http)/);
      expect(manifest.headers()['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
