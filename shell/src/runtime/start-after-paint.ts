import { yieldToMain } from './yield-to-main';

/**
 * Starts the page's scripts once the page has painted its content, so that on a slow connection they
 * do not compete with the style sheets and the font the first paint needs; a browser without paint
 * timing starts them when the page has loaded. The main script first, then a preload of each of its
 * chunks, each in a task of its own: starting a request costs the main thread up to a few
 * milliseconds, about twelve times that on a low-tier phone. `loader` is the script element whose
 * `data-main` and `data-preload` name them.
 */
export function startScriptsAfterPaint(loader: HTMLScriptElement | null): void {
  const start = async (): Promise<void> => {
    const { main, preload } = loader?.dataset ?? {};
    if (main) {
      const script = document.createElement('script');
      script.src = main;
      document.head.append(script);
    }
    for (const href of (preload ?? '').split(' ').filter(Boolean)) {
      await yieldToMain();
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list, self) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          self.disconnect();
          void start();
        })
      : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
