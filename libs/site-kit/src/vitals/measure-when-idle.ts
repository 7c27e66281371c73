import { pageReadySelector } from '../islands/protocol';
import { siteReleaseMeta } from '../renderer';
import { cookieValue, type RuntimeConfig } from '../runtime-config';
import { whenIdle } from '../when-idle';
import { armCookieName } from './cookies';

/** The share of page views measured when the runtime configuration names none. */
export const defaultVitalsSampleRate = 0.1;

/**
 * Whether this page view is measured: while a canary runs every one of either arm (the edge's judge
 * compares the share of each arm's page views that sent no beacon, so both are measured alike), else
 * the configured share.
 */
export function isSampled(config: Pick<RuntimeConfig, 'vitalsSampleRate'>, cookies: string, random: number): boolean {
  const arm = cookieValue(cookies, armCookieName);
  const rate = arm === 'canary' || arm === 'stable' ? 1 : (config.vitalsSampleRate ?? defaultVitalsSampleRate);
  return random < rate;
}

/**
 * Measures the page view of a rendered page (one that names its site release), when sampled: the
 * measuring code is loaded once the page is hydrated and the browser is idle, so it takes nothing
 * from the first load or the first interactions.
 */
export function measureWhenIdle(config: RuntimeConfig): void {
  const site = document.querySelector<HTMLMetaElement>(`meta[name="${siteReleaseMeta}"]`)?.content;
  if (!site || !isSampled(config, document.cookie, Math.random())) return;
  const path = window.location.pathname;
  const start = () => {
    if (!document.querySelector(pageReadySelector)) return whenIdle(start);
    void import(/* webpackChunkName: "vitals" */ './collect').then(({ collect }) =>
      collect({ site, remotes: config.remotes, path }),
    );
  };
  whenIdle(start);
}
