import { fireEvent, waitFor } from '@testing-library/react';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routes } from '@radix/site-kit';
import { preloadRoute, preloadVisibleLinks } from '../runtime/preload';
import { startPreloading } from '../runtime/preloading';
import { routeForPath, routeRemotes } from '@radix/site-kit/route-remotes';
import { shellPages } from '../runtime/shell-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined) }));
const preload = jest.mocked(preloadRemote);

describe('route remotes', () => {
  it('finds the route of a path, with or without a trailing slash, and through the redirects', () => {
    expect(routeForPath(routes.leave.path)).toBe('leave');
    expect(routeForPath(`${routes.about.path}/`)).toBe('about');
    expect(routeForPath('/terms-and-conditions')).toBe('terms');
    expect(routeForPath('/no-such-page')).toBeUndefined();
  });

  it('gives a product page its inquiry form, so both download together', () => {
    expect(routeRemotes.timesheet).toEqual(['products/ProductPage', 'forms/ProductInquiryForm']);
  });
});

/** The list the shell's build writes beside its files (first-load.json), as the server answers it. */
const shellFileList = {
  initial: [],
  shared: {},
  routes: { testimonials: ['page-t.1.js', 'page-t.2.css'] },
  remotePage: [],
};

describe('preloading', () => {
  beforeEach(() => {
    preload.mockClear();
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => shellFileList })) as unknown as typeof fetch;
  });

  it('asks each remote once for all the modules a route shows', async () => {
    await preloadRoute('home');
    expect(preload).toHaveBeenCalledWith([
      { nameOrAlias: 'products', exposes: ['./ProductSlider'] },
      { nameOrAlias: 'services', exposes: ['./ServicesGrid'] },
      { nameOrAlias: 'forms', exposes: ['./SubscribeForm', './GetInTouchForm'] },
    ]);
    preload.mockClear();
    await preloadRoute('contact');
    expect(preload).not.toHaveBeenCalled();
  });

  it("fetches the files of the shell's own page of a route without running them or applying its styles", async () => {
    await preloadRoute('testimonials');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => [link.as, link.href]),
      ).toEqual([
        ['script', 'http://localhost/page-t.1.js'],
        ['style', 'http://localhost/page-t.2.css'],
      ]),
    );
    expect(document.querySelectorAll('link[rel=stylesheet], script[src]')).toHaveLength(0);
    expect(shellPages.isLoaded('testimonials')).toBe(false);
    expect(preload).not.toHaveBeenCalled();
  });

  it('tries again later when a preload failed', async () => {
    preload.mockRejectedValueOnce(new Error('offline'));
    await preloadRoute('privacy');
    await preloadRoute('privacy');
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('preloads the page a link leads to when it is pointed at or focused', async () => {
    startPreloading(routes.about.path);
    document.body.innerHTML = `<a href="${routes.terms.path}">Terms</a><a href="${routes.services.path}">Services</a>`;
    const [terms, services] = Array.from(document.querySelectorAll('a'));
    fireEvent.pointerOver(terms as HTMLAnchorElement);
    fireEvent.focusIn(services as HTMLAnchorElement);
    await waitFor(() => {
      expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'legal', exposes: ['./TermsPage'] }]);
      expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'services', exposes: ['./ServicesPage'] }]);
    });
  });

  it('leaves alone a link within the page shown, whose parts load when they are used', async () => {
    window.history.replaceState(null, '', routes.contact.path);
    startPreloading(routes.contact.path);
    preload.mockClear();
    document.body.innerHTML = '<a href="#main">Skip to content</a>';
    fireEvent.focusIn(document.querySelector('a') as HTMLAnchorElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preload).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('preloads the page of every link that comes near the viewport, links added later included', async () => {
    // jsdom lays nothing out: the observer is told by the test which links came into view.
    const observed: Element[] = [];
    let report: (targets: Element[]) => void = () => undefined;
    class FakeIntersectionObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = (targets) => callback(targets.map((target) => ({ target, isIntersecting: true })));
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    document.body.innerHTML = `<a href="${routes.products.path}">Products</a>`;
    const stop = preloadVisibleLinks();
    expect(preload).not.toHaveBeenCalled();
    report(observed);
    await waitFor(() =>
      expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'products', exposes: ['./ProductsPage'] }]),
    );
    document.body.insertAdjacentHTML('beforeend', `<a href="${routes.networking.path}">Networking</a>`);
    await waitFor(() => expect(observed).toHaveLength(2));
    report(observed.slice(1));
    await waitFor(() =>
      expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'services', exposes: ['./ServicePage'] }]),
    );
    stop();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
});
