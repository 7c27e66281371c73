import { routes } from '@radix/site-kit';
import { siteReleaseMeta } from '@radix/site-kit/renderer';
import {
  liveSiteRelease,
  releaseLookFreshMs,
  shownSiteRelease,
  siteReleaseReplaced,
} from '../runtime/live-release';

const tabs = 'site-0123456789ab';
const deployed = 'site-fedcba987654';

/** The head of a rendered page as the renderer writes it, the site release's `<meta>` last. */
const headNaming = (release: string) =>
  `<!doctype html><html lang=en><head><meta charset=utf-8><title>Radix Softech</title>` +
  `<script type="application/json" id="rendered-with">{"routes":[]}</script>` +
  `<meta name="${siteReleaseMeta}" content="${release}">`;

/** A server's answer streamed in `chunks`, counting how many the reader took and whether it let go. */
function answer(chunks: string[], contentType = 'text/html; charset=utf-8') {
  const encoder = new TextEncoder();
  const stream = { read: 0, cancelled: false };
  const reader = {
    read: async () =>
      stream.read < chunks.length
        ? { done: false, value: encoder.encode(chunks[stream.read++]) }
        : { done: true, value: undefined },
    cancel: async () => {
      stream.cancelled = true;
    },
  };
  const response = { headers: new Headers({ 'Content-Type': contentType }), body: { getReader: () => reader } };
  return { response, stream };
}

/** Every look answers with `response`; returns the fetch, to read what was asked. */
function serve(response: unknown) {
  const fetched = jest.fn(async () => response);
  global.fetch = fetched as unknown as typeof fetch;
  return fetched;
}

/** The tab's page as the server rendered it, naming `release`, or a page rendered in the browser. */
function tabRenderedWith(release: string | undefined) {
  document.head.querySelectorAll(`meta[name="${siteReleaseMeta}"]`).forEach((meta) => meta.remove());
  if (release) document.head.insertAdjacentHTML('beforeend', `<meta name="${siteReleaseMeta}" content="${release}">`);
}

/** A moment later than any look so far, so every look in a test is its own. */
let clock = 0;
const later = () => (clock += 10 * releaseLookFreshMs);

describe("a page's live site release", () => {
  it('is read from the head of its HTML, and the rest of the page is never downloaded', async () => {
    const { response, stream } = answer([
      headNaming(deployed).slice(0, 120),
      headNaming(deployed).slice(120),
      '<link rel="stylesheet" href="/main.css"></head><body><div id="root">',
      '<main>a long page</main></div></body></html>',
    ]);
    const fetched = serve(response);
    await expect(liveSiteRelease(routes.privacy.path, later())).resolves.toBe(deployed);
    expect(stream).toEqual({ read: 2, cancelled: true });
    expect(fetched).toHaveBeenCalledWith(routes.privacy.path, expect.objectContaining({ cache: 'no-cache' }));
  });

  it('is unknown when the answer names none: a page rendered in the browser, "being deployed", an unreachable server', async () => {
    serve(answer(['<!doctype html><html><head><title>Radix Softech</title></head><body>', '<div id=root>']).response);
    await expect(liveSiteRelease(routes.privacy.path, later())).resolves.toBeUndefined();
    serve(answer(['The site is being deployed: try again in a few seconds.'], 'text/plain').response);
    await expect(liveSiteRelease(routes.privacy.path, later())).resolves.toBeUndefined();
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(liveSiteRelease(routes.privacy.path, later())).resolves.toBeUndefined();
  });

  it('is looked up once for a press and the click that follows it, and again for a later click', async () => {
    const fetched = serve(answer([headNaming(tabs)]).response);
    const pressed = later();
    await liveSiteRelease(routes.terms.path, pressed);
    await liveSiteRelease(routes.terms.path, pressed + releaseLookFreshMs - 1);
    expect(fetched).toHaveBeenCalledTimes(1);
    serve(answer([headNaming(deployed)]).response);
    await expect(liveSiteRelease(routes.terms.path, pressed + releaseLookFreshMs)).resolves.toBe(deployed);
  });
});

describe('whether a deploy replaced the tab’s site release', () => {
  afterEach(() => {
    tabRenderedWith(undefined);
    jest.useRealTimers();
  });

  it('is so when the live page names another site release than the tab’s page, not when it names the same', async () => {
    tabRenderedWith(tabs);
    expect(shownSiteRelease()).toBe(tabs);
    serve(answer([headNaming(deployed)]).response);
    await expect(siteReleaseReplaced(routes.services.path, 1000)).resolves.toBe(true);
    serve(answer([headNaming(tabs)]).response);
    await expect(siteReleaseReplaced(routes.about.path, 1000)).resolves.toBe(false);
  });

  it('is not asked by a tab whose page was rendered in the browser: it names no release', async () => {
    tabRenderedWith(undefined);
    const fetched = serve(answer([headNaming(deployed)]).response);
    await expect(siteReleaseReplaced(routes.contact.path, 1000)).resolves.toBe(false);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('leaves the tab to its own release when the live one is not known within the cap', async () => {
    tabRenderedWith(tabs);
    jest.useFakeTimers();
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    const replaced = siteReleaseReplaced(routes.products.path, 1000);
    jest.advanceTimersByTime(1000);
    await expect(replaced).resolves.toBe(false);
  });
});
