import { previewCookieName, previewTokenParameter, signPreviewToken, tlsHeaders } from '@radix/release-model';
import { admit } from '../access';
import { isolate, twoSites } from './isolate';

const secret = 'a-secret-of-the-worker';
const exp = 2_000_000_000;

describe('the hosts, sealed', () => {
  test('a release is public by its mark alone, which npm run migrate-store writes for a live release that lacks it', async () => {
    const bucket = twoSites();
    const release = 'releases/legal/20261120T000000Z-legal';
    bucket.objects.delete(`${release}/public.json`);
    const edge = isolate(bucket);
    expect((await edge.ask(`/${release}/mf-manifest.json`)).status).toBe(404);
    bucket.put(`${release}/public.json`, '{}');
    edge.tick(60_000);
    expect((await edge.ask(`/${release}/mf-manifest.json`)).status).toBe(200);
    bucket.put('releases/legal/20261126T000000Z-cccccc/release.json', '{}');
    bucket.put('releases/legal/20261126T000000Z-cccccc/mf-manifest.json', '{}');
    expect((await edge.ask('/releases/legal/20261126T000000Z-cccccc/mf-manifest.json')).status).toBe(404);
  });

  test('the production host over https answers with HSTS; the preview host does not', async () => {
    const edge = isolate(twoSites());
    edge.env.SITE_ORIGIN = 'https://www.radixsoftech.example';
    edge.env.PREVIEW_ORIGIN = 'https://radixsoftech-preview.example';
    edge.env.PREVIEW_SECRET = secret;
    const page = await edge.ask('/aboutus', { host: 'www.radixsoftech.example' });
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBe(tlsHeaders['Strict-Transport-Security']);
    const preview = await edge.ask('/', { host: 'radixsoftech-preview.example' });
    expect(preview.status).toBe(401);
    expect(preview.headers.get('strict-transport-security')).toBeNull();
  });

  test("a preview origin on the site's own domain is refused in one line: its code could set the site's cookies", async () => {
    const edge = isolate(twoSites());
    edge.env.SITE_ORIGIN = 'https://www.radixsoftech.example';
    edge.env.PREVIEW_ORIGIN = 'https://preview.radixsoftech.example';
    edge.env.PREVIEW_SECRET = secret;
    const token = await signPreviewToken({ preview: 'preview', exp }, secret);
    for (const host of ['preview.radixsoftech.example', 'pr-7.preview.radixsoftech.example']) {
      const answer = await edge.ask('/', { host, cookie: `${previewCookieName}=${token}` });
      expect(answer.status).toBe(503);
      expect((await answer.text()).trim().split('\n')).toHaveLength(1);
    }
  });

  test.each(['//evil.example/', '/\\evil.example/', '///evil.example/x'])(
    'a link with a token to %s is sent to a path of the preview host, never another host',
    async (path) => {
      const token = await signPreviewToken({ preview: 'preview', exp }, secret);
      const request = new Request(`https://radixsoftech-preview.example${path}?${previewTokenParameter}=${token}`);
      const answer = (await admit(request, secret, 'preview', new Date('2026-11-26T12:00:00Z'))) as Response;
      expect(answer.status).toBe(303);
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://radixsoftech-preview.example').host).toBe('radixsoftech-preview.example');
    },
  );
});
