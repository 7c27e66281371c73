/**
 * Cloudflare Turnstile's explicit API, as its documentation gives it (`window.turnstile`), and as the
 * local stand-in implements it: only what the forms use.
 */
export interface TurnstileRenderOptions {
  sitekey: string;
  /** What the token is for (the form's kind); siteverify returns it. */
  action: string;
  /** `interaction-only`: drawn only if the visitor must act; `always`: the interactive retry. */
  appearance: 'always' | 'execute' | 'interaction-only';
  /** No hidden input in the form: the token travels in a header. */
  'response-field': false;
  callback: (token: string) => void;
  'error-callback': (code?: string) => boolean | void;
  'expired-callback': (token?: string) => void;
  'timeout-callback': () => void;
}

export interface TurnstileApi {
  render(container: HTMLElement | string, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
  getResponse(widgetId?: string): string | undefined;
  execute(container: HTMLElement | string, options?: Partial<TurnstileRenderOptions>): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const loading = new Map<string, Promise<TurnstileApi>>();

/** The script's URL for explicit rendering: the forms draw the widget themselves, when they are interactive. */
export function explicitScriptUrl(scriptUrl: string): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  return url.href;
}

/**
 * Loads Turnstile's script once per page (every form of the page shares it), asked for by a form once
 * it is interactive: a page without a form, or a form not yet hydrated, never loads it. Rejects when
 * the script cannot load; a later call tries again.
 */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  const src = explicitScriptUrl(scriptUrl);
  const known = loading.get(src);
  if (known) return known;
  const loaded = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error(`${src} did not define turnstile`)),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    });
    document.head.append(script);
  });
  loading.set(src, loaded);
  loaded.catch(() => loading.delete(src));
  return loaded;
}
