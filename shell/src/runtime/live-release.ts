import { siteReleaseMeta } from '@radix/site-kit/renderer';

/**
 * How long the answer of one look at a page's live site release holds for the clicks after it: the
 * look a link's press starts (pointerdown, touchstart) is the one its click waits for. A deploy in
 * that moment is the one a tab can still miss; it then shows the page of its own site release whole.
 */
export const releaseLookFreshMs = 1000;

const metaPattern = new RegExp(`<meta name="${siteReleaseMeta}" content="([^"<>]+)">`);

/** The site release a page's HTML names (its `<meta name="site-release">`), read from its start. */
function siteReleaseIn(html: string): string | undefined {
  return metaPattern.exec(html)?.[1];
}

/** The site release of the page in this tab, as the server rendered it; none for a page rendered in the browser. */
export function shownSiteRelease(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${siteReleaseMeta}"]`)?.content || undefined;
}

/**
 * Reads a page's HTML only as far as its site release: the `<meta>` is in the head, so the body is
 * never downloaded whole (the stream is cancelled there). A browser without response streams reads
 * it all.
 */
async function releaseOfAnswer(response: Response): Promise<string | undefined> {
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return undefined;
  if (!response.body) return siteReleaseIn(await response.text());
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      read += decoder.decode(value, { stream: !done });
      const release = siteReleaseIn(read);
      if (release || done || read.includes('</head>')) return release;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

const looks = new Map<string, { at: number; release: Promise<string | undefined> }>();

/**
 * The site release that serves the page at `pathname` to this visitor now (their canary arm, their
 * preview, as a document load would get it), from the start of its HTML, revalidated (a page not
 * changed since the browser last read it comes back as a 304). A look started within
 * `releaseLookFreshMs` answers for it. Undefined when the server names none or cannot be reached.
 */
export function liveSiteRelease(pathname: string, now: number = performance.now()): Promise<string | undefined> {
  const known = looks.get(pathname);
  if (known && now - known.at < releaseLookFreshMs) return known.release;
  const release = fetch(pathname, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'text/html' } })
    .then(releaseOfAnswer)
    .catch(() => undefined);
  looks.set(pathname, { at: now, release });
  return release;
}

/**
 * Whether a deploy replaced the site release of the tab since its page arrived, for the page at
 * `pathname`: its live release is known, within `capMs`, and another. A tab whose page names no
 * release (rendered in the browser), or that cannot learn the live one in time, is left to its own.
 */
export async function siteReleaseReplaced(pathname: string, capMs: number): Promise<boolean> {
  const shown = shownSiteRelease();
  if (!shown) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), capMs);
  });
  try {
    const live = await Promise.race([liveSiteRelease(pathname), cap]);
    return live !== undefined && live !== shown;
  } finally {
    clearTimeout(timer);
  }
}

/** Loads `url` as a new document in place of the current history entry: the live site release's page, whole. */
export function loadAsDocument(url: string): void {
  window.location.replace(url);
}
