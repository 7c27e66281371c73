import { expect, test } from './support/test';
import { getWithEncoding, remoteOrigins, remoteReleases } from './support/delivery-checks';
import { everyServer } from './support/every-server';

test.describe('security headers', () => {
  test(
    'the shell and every remote send CSP, nosniff, referrer and permissions policies',
    everyServer,
    async ({ request }) => {
      const remotes = await remoteOrigins(request);
      const shell = (await getWithEncoding(request, '/')).headers;
      const csp = shell['content-security-policy'] ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toContain("'self'");
      for (const origin of remotes) {
        expect(directive('script-src')).toContain(origin);
        expect(directive('connect-src')).toContain(origin);
      }
      expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('base-uri')).toBe("base-uri 'self'");
      for (const url of ['/', ...(await remoteReleases(request)).map((release) => `${release}remoteEntry.js`)]) {
        const sent = (await getWithEncoding(request, url)).headers;
        expect(sent['x-content-type-options'], url).toBe('nosniff');
        expect(sent['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(sent['permissions-policy'], url).toContain('camera=()');
        expect(sent['content-security-policy'], url).toContain("frame-ancestors 'none'");
      }
    },
  );
  // That every page works under the policy, with no CSP violation: rendering.spec.ts, in its visit of each page.
});
