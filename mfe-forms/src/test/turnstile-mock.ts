import { act } from '@testing-library/react';
import type { TurnstileApi, TurnstileRenderOptions } from '../bot-check/turnstile';

/** One widget the form drew, as Turnstile's explicit API is called. */
export interface DrawnWidget {
  id: string;
  container: HTMLElement;
  options: TurnstileRenderOptions;
  removed: boolean;
  resets: number;
}

/**
 * `window.turnstile` as Cloudflare documents it, driven by the test: `render` returns a widget id and
 * calls nothing until the test says the check passed (`pass`), failed (`fail`) or expired.
 */
export function fakeTurnstile() {
  const widgets: DrawnWidget[] = [];
  const byId = (id?: string) => widgets.find((widget) => widget.id === id);
  const api: TurnstileApi = {
    render(container, options) {
      const element = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
      if (!element) throw new Error('Turnstile: no container');
      const widget = {
        id: `cf-chl-widget-${widgets.length + 1}`,
        container: element,
        options,
        removed: false,
        resets: 0,
      };
      widgets.push(widget);
      if (options.appearance === 'always') {
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.setAttribute('aria-label', 'Verify you are human');
        element.append(box);
      }
      return widget.id;
    },
    reset(id) {
      const widget = byId(id);
      if (widget) widget.resets += 1;
    },
    remove(id) {
      const widget = byId(id);
      if (!widget) return;
      widget.removed = true;
      widget.container.replaceChildren();
    },
    getResponse: () => undefined,
    execute: () => undefined,
  };
  window.turnstile = api;
  const live = () => {
    const widget = widgets.filter((drawn) => !drawn.removed).at(-1);
    if (!widget) throw new Error('Turnstile: no widget drawn');
    return widget;
  };
  return {
    widgets,
    live,
    pass: (token: string) => act(() => live().options.callback(token)),
    fail: (code = '300030') => act(() => void live().options['error-callback'](code)),
    expire: () => act(() => live().options['expired-callback']()),
    uninstall: () => delete window.turnstile,
  };
}
