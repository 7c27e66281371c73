import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { buildBeacon, collect, sendBeacon } from '../collect';
import { vitalsPath, type VitalsBeacon } from '../beacon';
import { isSampled } from '../measure-when-idle';
import { remoteReleases, type PageView } from '../page-view';
import { ownerOf } from '../owner';
import { countFederationFailure, countUncaughtErrors, pageProblems } from '../page-problems';

jest.mock('web-vitals/attribution', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const remotes = {
  products: 'https://site.example/releases/products/20261126-aa/mf-manifest.json',
  services: '/releases/services/20261126-bb/mf-manifest.json',
  forms: 'http://localhost:3003/mf-manifest.json',
  legal: '/releases/legal/20261126-dd/mf-manifest.json',
};

const page = { site: 'site-0123abcd', remotes, path: '/products' };
const view: PageView = { ...page, remotes: remoteReleases(remotes) };

const sentBodies = (send: jest.Mock) => send.mock.calls.map(([, body]) => JSON.parse(String(body)) as VitalsBeacon);

afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(pageProblems, { errors: 0, federationFailures: 0 });
});

test('the beacon rounds the measures, leaves out those not measured and carries the problems counted', () => {
  const beacon = buildBeacon(
    view,
    { lcp: 1234.56, cls: 0.123456, lcpOwner: 'products' },
    {
      errors: 2,
      federationFailures: 1,
    },
  );
  expect(beacon).toEqual({ ...view, lcp: 1235, cls: 0.1235, lcpOwner: 'products', errors: 2, federationFailures: 1 });
  expect('inp' in beacon).toBe(false);
});

test("each remote's release comes from its manifest URL; a URL without one names none", () => {
  expect(remoteReleases(remotes)).toEqual({ products: '20261126-aa', services: '20261126-bb', legal: '20261126-dd' });
});

test("while a canary runs, each arm's visitor is always measured, the others at the configured share or the default one", () => {
  expect(isSampled({ vitalsSampleRate: 0 }, 'a=1; site_arm=canary', 0.99)).toBe(true);
  expect(isSampled({ vitalsSampleRate: 0 }, 'site_arm=stable', 0.99)).toBe(true);
  expect(isSampled({ vitalsSampleRate: 0.5 }, 'site_arm=other', 0.49)).toBe(true);
  expect(isSampled({ vitalsSampleRate: 0.5 }, 'site_arm=other', 0.5)).toBe(false);
  expect(isSampled({}, '', 0.05)).toBe(true);
  expect(isSampled({}, '', 0.2)).toBe(false);
});

test('an element belongs to the remote whose class prefix it or an ancestor carries, else to the shell', () => {
  document.body.innerHTML = `<main><section class="row svc-grid"><a id="card"><span id="inner">x</span></a></section><h1 id="title">t</h1></main>`;
  expect(ownerOf(document.getElementById('inner')?.firstChild ?? null)).toBe('services');
  expect(ownerOf(document.getElementById('title'))).toBe('shell');
  expect(ownerOf(null)).toBeUndefined();
});

test('errors and rejected promises nobody handled, and federation failures, are counted', () => {
  countUncaughtErrors();
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
  window.dispatchEvent(new Event('unhandledrejection'));
  countFederationFailure();
  expect(pageProblems).toEqual({ errors: 2, federationFailures: 1 });
});

describe('sending', () => {
  const beacon = buildBeacon(view, { lcp: 900 }, { errors: 0, federationFailures: 0 });

  test('goes by sendBeacon to the one path of the site', () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    const fetch = jest.fn();
    global.fetch = fetch;
    sendBeacon(beacon);
    expect(send).toHaveBeenCalledWith(vitalsPath, JSON.stringify(beacon));
    expect(fetch).not.toHaveBeenCalled();
  });

  test('falls back to a keepalive fetch when sendBeacon is missing or refuses', async () => {
    const fetch = jest.fn(() => Promise.reject(new Error('offline')));
    global.fetch = fetch;
    for (const value of [undefined, jest.fn(() => false)]) {
      Object.defineProperty(navigator, 'sendBeacon', { value, configurable: true });
      sendBeacon(beacon);
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(vitalsPath, expect.objectContaining({ method: 'POST', keepalive: true }));
    await Promise.resolve();
  });

  test('a page view is reported once, with the latest measures, when hidden or left', async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    await collect(page);
    const [lcp] = jest.mocked(onLCP).mock.calls.at(-1) ?? [];
    const [inp] = jest.mocked(onINP).mock.calls.at(-1) ?? [];
    const [cls] = jest.mocked(onCLS).mock.calls.at(-1) ?? [];
    lcp?.({ value: 700, attribution: { target: 'shell' } } as never);
    lcp?.({ value: 1500.4, attribution: { target: 'products' } } as never);
    inp?.({ value: 96, attribution: { interactionTarget: 'forms' } } as never);
    cls?.({ value: 0.02 } as never);
    pageProblems.errors = 1;
    expect(send).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBodies(send)).toEqual([
      {
        ...view,
        lcp: 1500,
        lcpOwner: 'products',
        inp: 96,
        inpOwner: 'forms',
        cls: 0.02,
        errors: 1,
        federationFailures: 0,
      },
    ]);
  });

  test('a page left without being hidden first (Safari) reports on pagehide', async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    await collect(page);
    expect(document.documentElement.hasAttribute('data-measuring')).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBodies(send)).toEqual([{ ...view, errors: 0, federationFailures: 0 }]);
  });
});
