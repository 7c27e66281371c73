import { specRouteTable } from '../route-table';
import { checkRuntimeConfig, parseRuntimeConfig } from '../runtime-config';

const remotes = {
  products: 'http://127.0.0.1:8081/mf-manifest.json',
  services: '/services/mf-manifest.json',
  forms: 'https://forms.example/mf-manifest.json',
  legal: 'legal/mf-manifest.json',
};

const routes = specRouteTable();

describe('the runtime configuration', () => {
  it('resolves the remotes against the page and fills the timeout', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '/api/', remotes, routes }, 'https://www.site.example/products')).toEqual({
      apiBaseUrl: '/api/',
      routes,
      remotes: {
        products: 'http://127.0.0.1:8081/mf-manifest.json',
        services: 'https://www.site.example/services/mf-manifest.json',
        forms: 'https://forms.example/mf-manifest.json',
        legal: 'https://www.site.example/legal/mf-manifest.json',
      },
      remoteTimeoutMs: 10000,
    });
  });

  it('keeps the bot check a form shows, and names a bad one', () => {
    const turnstile = { siteKey: '1x00000000000000000000AA', scriptUrl: '/turnstile/v0/api.js' };
    expect(
      parseRuntimeConfig({ apiBaseUrl: '/api/', remotes, routes, turnstile }, 'https://www.site.example/'),
    ).toHaveProperty('turnstile', turnstile);
    expect(() => checkRuntimeConfig({ apiBaseUrl: '/api/', remotes, routes, turnstile: { siteKey: '' } })).toThrow(
      'runtime-config.json: turnstile must name',
    );
  });

  it('as a file keeps its known fields as written', () => {
    expect(
      checkRuntimeConfig({
        apiBaseUrl: '/api/',
        remotes: { ...remotes, extra: 'x' },
        remoteTimeoutMs: 500,
        note: 1,
        routes,
      }),
    ).toEqual({ apiBaseUrl: '/api/', remotes, remoteTimeoutMs: 500, routes });
    expect(checkRuntimeConfig({ apiBaseUrl: '/api/', remotes, routes })).not.toHaveProperty('remoteTimeoutMs');
  });

  it.each([
    [[], 'must hold a JSON object'],
    [{ apiBaseUrl: '/v1/', remotes }, 'apiBaseUrl'],
    [{ apiBaseUrl: '/api/' }, 'remotes must map'],
    [{ apiBaseUrl: '/api/', remotes: { ...remotes, legal: '' } }, 'remotes.legal is missing'],
    [{ apiBaseUrl: '/api/', remotes, remoteTimeoutMs: 0, routes }, 'remoteTimeoutMs'],
    [{ apiBaseUrl: '/api/', remotes }, 'routes must be the route table'],
  ])('refuses %j, naming what is wrong', (raw, message) => {
    expect(() => checkRuntimeConfig(raw)).toThrow(message);
    expect(() => parseRuntimeConfig(raw, 'https://www.site.example/')).toThrow(message);
  });
});
