import { fireEvent } from '@testing-library/react';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routes } from '@radix/site-kit';
import { mayPrepare } from '../runtime/connection';
import { prepareNextPage } from '../runtime/next-page';
import { liveSiteRelease, shownSiteRelease } from '../runtime/live-release';
import { pointerRestMs, startPreloading } from '../runtime/preloading';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined) }));
jest.mock('../runtime/next-page', () => ({ prepareNextPage: jest.fn(async () => undefined) }));
const prepared = jest.mocked(prepareNextPage);
const preloaded = jest.mocked(preloadRemote);
jest.mock('../runtime/live-release', () => ({ liveSiteRelease: jest.fn(), shownSiteRelease: jest.fn() }));
const lookedUp = jest.mocked(liveSiteRelease);
const tabRelease = jest.mocked(shownSiteRelease);

/** The connection the browser reports from now on (`navigator.connection`). */
function connect(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mayPrepare', () => {
  it('lets a page fetch ahead on a connection that saves no data and is faster than 2G', () => {
    expect(mayPrepare({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPrepare({ effectiveType: '3g' })).toBe(true);
    expect(mayPrepare(undefined)).toBe(true);
  });

  it('fetches nothing ahead where the visitor saves data or the connection is 2G', () => {
    expect(mayPrepare({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrepare({ effectiveType: '2g' })).toBe(false);
    expect(mayPrepare({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('preparing the page of the link a visitor reaches for', () => {
  let terms: HTMLAnchorElement;
  let services: HTMLAnchorElement;
  beforeAll(() => {
    window.history.replaceState(null, '', routes.about.path);
    startPreloading(routes.about.path, { currentRoute: false });
  });
  beforeEach(() => {
    // The list of the shell's files the build writes (first-load.json): no page of the shell's own here.
    const shellFileList = { initial: [], shared: {}, routes: {}, remotePage: [] };
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => shellFileList })) as unknown as typeof fetch;
    jest.useFakeTimers();
    connect({ saveData: false, effectiveType: '4g' });
    prepared.mockClear();
    preloaded.mockClear();
    document.body.innerHTML = `<a href="${routes.terms.path}">Terms</a><a href="${routes.services.path}"><span>Services</span></a><a href="#main">Skip</a>`;
    [terms, services] = Array.from(document.querySelectorAll('a')) as [HTMLAnchorElement, HTMLAnchorElement];
  });
  afterEach(() => jest.useRealTimers());

  it('prepares at once the page of a link touched, pressed or focused, each page once', () => {
    fireEvent.touchStart(terms);
    fireEvent.focusIn(services.querySelector('span') as HTMLElement);
    fireEvent.pointerDown(terms);
    expect(prepared.mock.calls).toEqual([[routes.terms.path], [routes.services.path]]);
  });

  it('prepares the page of a link the mouse rests on, not of one it crosses', () => {
    // Once prepared, a page is not prepared again: this test starts with none prepared by the one before.
    document.body.innerHTML = `<a href="${routes.products.path}">Products</a><a href="${routes.contact.path}">Contact</a>`;
    const [products, contact] = Array.from(document.querySelectorAll('a')) as [HTMLAnchorElement, HTMLAnchorElement];
    fireEvent.pointerOver(products);
    jest.advanceTimersByTime(pointerRestMs - 1);
    fireEvent.pointerOut(products);
    fireEvent.pointerOver(contact);
    jest.advanceTimersByTime(pointerRestMs - 1);
    expect(prepared).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prepared.mock.calls).toEqual([[routes.contact.path]]);
  });

  it("looks up the live site release of a link's page when it is pressed or touched, not when pointed at or focused", () => {
    tabRelease.mockReturnValue('site-0123456789ab');
    lookedUp.mockClear();
    fireEvent.pointerOver(terms);
    jest.advanceTimersByTime(pointerRestMs);
    fireEvent.focusIn(services);
    expect(lookedUp).not.toHaveBeenCalled();
    fireEvent.pointerDown(terms);
    fireEvent.touchStart(services);
    expect(lookedUp.mock.calls).toEqual([[routes.terms.path], [routes.services.path]]);
    lookedUp.mockClear();
    tabRelease.mockReturnValue(undefined);
    fireEvent.pointerDown(terms);
    expect(lookedUp).not.toHaveBeenCalled();
  });

  it('leaves alone a link within the page shown', () => {
    fireEvent.touchStart(document.querySelector('a[href="#main"]') as HTMLAnchorElement);
    expect(prepared).not.toHaveBeenCalled();
  });

  it.each([
    ['the visitor saves data', { saveData: true, effectiveType: '4g' }, routes.privacy.path, 'legal', './PrivacyPage'],
    ['the connection is 2G', { saveData: false, effectiveType: '2g' }, routes.home.path, 'services', './ServicesGrid'],
  ])('neither prepares nor downloads anything ahead when %s', async (_, connection, path, remote, module) => {
    connect(connection);
    tabRelease.mockReturnValue('site-0123456789ab');
    lookedUp.mockClear();
    document.body.innerHTML = `<a href="${path}">Next</a>`;
    const privacy = document.querySelector('a') as HTMLAnchorElement;
    fireEvent.touchStart(privacy);
    fireEvent.pointerOver(privacy);
    jest.advanceTimersByTime(pointerRestMs);
    jest.useRealTimers();
    await flush();
    await flush();
    expect(prepared).not.toHaveBeenCalled();
    expect(preloaded).not.toHaveBeenCalled();
    expect(lookedUp).not.toHaveBeenCalled();
    connect({ saveData: false, effectiveType: '4g' });
    fireEvent.touchStart(privacy);
    await flush();
    await flush();
    expect(prepared).toHaveBeenCalledWith(path);
    expect(preloaded).toHaveBeenCalledWith(expect.arrayContaining([{ nameOrAlias: remote, exposes: [module] }]));
  });
});
