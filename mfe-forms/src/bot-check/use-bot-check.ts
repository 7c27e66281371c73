import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TurnstileConfig } from '@radix/site-kit/runtime-config';
import { loadTurnstile, type TurnstileApi, type TurnstileRenderOptions } from './turnstile';

/**
 * How long a send waits for the widget's token before it goes without one: the server then answers
 * with its challenge, and the form draws the widget for the visitor to act on.
 */
export const tokenWaitMs = 20_000;

/** The form's kind, as Turnstile's `action` and the no-script post's `form-kind` name it. */
export type FormKind = 'inquiry' | 'product-inquiry' | 'subscribe';

export interface BotCheck {
  /** The element the widget is drawn in. */
  container: React.RefObject<HTMLDivElement | null>;
  /**
   * A token for one send (single use: the widget is reset for the next), waited for while the widget
   * works; `undefined` without a configured check, or when the widget cannot give one in time.
   */
  token(): Promise<string | undefined>;
  /**
  /** Draws the widget for a person to act on (`appearance: 'always'`); `false` when it cannot be drawn. */
  challenge(): boolean;
  /** The widget is drawn for the visitor to act on. */
  challenged: boolean;
  /** The send went through: a widget drawn for the visitor is drawn mostly invisible again, for the next send. */
  calm(): void;
}

interface Widget {
  api?: TurnstileApi;
  id?: string;
  token?: string;
  /** The script did not load or the widget failed: a send goes without a token. */
  failed: boolean;
  challenged: boolean;
  waiters: ((token: string | undefined) => void)[];
}

/**
 * Turnstile's managed widget on a form, mostly invisible (`interaction-only`): its script is asked for
 * once the form is interactive (this effect runs after hydration), and the widget starts its check as
 * it is drawn, so that a token is usually there before the visitor sends. `onPassed`: the visitor
 * passed the interactive challenge, and the form sends again.
 */
export function useBotCheck(config: TurnstileConfig | undefined, action: FormKind, onPassed: () => void): BotCheck {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget>({ failed: false, challenged: false, waiters: [] });
  const passed = useRef(onPassed);
  useEffect(() => {
    passed.current = onPassed;
  });
  const [challenged, setChallenged] = useState(false);
  const siteKey = config?.siteKey;
  const scriptUrl = config?.scriptUrl;

  const giveToken = useCallback((): string | undefined => {
    const current = widget.current;
    const { token } = current;
    if (token === undefined) return undefined;
    current.token = undefined;
    if (current.id !== undefined) current.api?.reset(current.id);
    return token;
  }, []);

  const settle = useCallback(() => {
    const current = widget.current;
    if (current.failed) current.waiters.splice(0).forEach((resolve) => resolve(undefined));
    else if (current.token !== undefined && current.waiters.length > 0) current.waiters.shift()?.(giveToken());
  }, [giveToken]);

  const draw = useCallback(
    (appearance: TurnstileRenderOptions['appearance']): boolean => {
      const current = widget.current;
      const { api } = current;
      if (!api || !container.current || siteKey === undefined) return false;
      if (current.id !== undefined) api.remove(current.id);
      current.token = undefined;
      current.failed = false;
      const forget = () => {
        current.token = undefined;
        if (current.id !== undefined) api.reset(current.id);
      };
      const id = api.render(container.current, {
        sitekey: siteKey,
        action,
        appearance,
        'response-field': false,
        callback: (token) => {
          current.token = token;
          current.failed = false;
          if (current.waiters.length > 0) settle();
          else if (current.challenged) passed.current();
        },
        'error-callback': () => {
          current.token = undefined;
          current.failed = true;
          settle();
          return true;
        },
        'expired-callback': forget,
        'timeout-callback': forget,
      });
      current.id = id ?? undefined;
      return current.id !== undefined;
    },
    [siteKey, action, settle],
  );

  useEffect(() => {
    if (siteKey === undefined || scriptUrl === undefined) return;
    const current = widget.current;
    let active = true;
    loadTurnstile(scriptUrl).then(
      (api) => {
        if (!active) return;
        current.api = api;
        if (!draw('interaction-only')) current.failed = true;
        settle();
      },
      () => {
        if (!active) return;
        current.failed = true;
        settle();
      },
    );
    return () => {
      active = false;
      if (current.id !== undefined) current.api?.remove(current.id);
      current.id = undefined;
    };
  }, [siteKey, scriptUrl, draw, settle]);

  const token = useCallback((): Promise<string | undefined> => {
    const current = widget.current;
    if (siteKey === undefined) return Promise.resolve(undefined);
    const ready = giveToken();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const waiter = (value: string | undefined) => {
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        current.waiters = current.waiters.filter((other) => other !== waiter);
        resolve(undefined);
      }, tokenWaitMs);
      current.waiters.push(waiter);
      settle();
    });
  }, [siteKey, giveToken, settle]);

  const challenge = useCallback((): boolean => {
    widget.current.challenged = true;
    const drawn = draw('always');
    setChallenged(drawn);
    return drawn;
  }, [draw]);

  const calm = useCallback(() => {
    if (!widget.current.challenged) return;
    widget.current.challenged = false;
    draw('interaction-only');
    setChallenged(false);
  }, [draw]);

  return useMemo(() => ({ container, token, challenge, challenged, calm }), [token, challenge, challenged, calm]);
}
