import { specRouteTable } from '@radix/site-kit/route-table';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { standInTurnstile, turnstileScriptUrl, turnstileTestSiteKeys } from '@radix/site-kit/turnstile';
import { contentSecurityPolicy } from '../headers';

const site = 'https://www.radixsoftech.example';
const config: RuntimeConfigFile = {
  apiBaseUrl: '/api/',
  remotes: {
    products: 'https://products.example/r1/mf-manifest.json',
    services: 'https://services.example/r1/mf-manifest.json',
    forms: 'https://forms.example/r1/mf-manifest.json',
    legal: 'https://legal.example/r1/mf-manifest.json',
  },
  routes: specRouteTable(),
};
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the forms' widget in the Content-Security-Policy", () => {
  it("lets Cloudflare's Turnstile run its script and its frame when the configuration names it", () => {
    const policy = contentSecurityPolicy(
      { ...config, turnstile: { siteKey: turnstileTestSiteKeys.passes, scriptUrl: turnstileScriptUrl } },
      site,
    );
    expect(directive(policy, 'script-src')).toContain('https://challenges.cloudflare.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(directive(policy, 'connect-src')).not.toContain('https://challenges.cloudflare.com');
  });

  it('names no other origin for the local stand-in, which the site serves itself, nor any without the widget', () => {
    const local = contentSecurityPolicy({ ...config, turnstile: standInTurnstile }, 'http://127.0.0.1:8080');
    expect(directive(local, 'script-src')).toEqual([
      "'self'",
      ...Object.values(config.remotes).map((url) => new URL(url).origin),
    ]);
    expect(directive(local, 'frame-src')).toBeUndefined();
    expect(directive(local, 'default-src')).toEqual(["'self'"]);
    const none = contentSecurityPolicy(config, site);
    expect(none).not.toContain('challenges.cloudflare.com');
    expect(directive(none, 'frame-src')).toBeUndefined();
  });
});
