import type { TurnstileConfig } from '@radix/site-kit/runtime-config';
import { standInTurnstile, turnstileScriptUrl } from '@radix/site-kit/turnstile';
import { DeployRefused } from '../context';

const thisMachine = (origin: string) => {
  const { hostname } = new URL(origin);
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]'
  );
};

/**
 * The forms' widget a site release names. With `TURNSTILE_SITE_KEY` (the site's Turnstile key, public
 * as every site key is), Cloudflare's widget with that key. Without it, the shell's own configuration
 * (the local stand-in) for a site served on this machine; a site on any other origin is refused,
 * since its forms would draw a widget no visitor can pass, or none at all, and the edge would
 * answer every inquiry with a challenge.
 */
export function formsWidget(
  shellWidget: TurnstileConfig | undefined,
  siteOrigin: string,
  siteKey = process.env.TURNSTILE_SITE_KEY,
): TurnstileConfig | undefined {
  if (siteKey) return { siteKey, scriptUrl: turnstileScriptUrl };
  if (thisMachine(siteOrigin)) return shellWidget;
  const named =
    shellWidget === undefined
      ? 'names no widget'
      : shellWidget.siteKey === standInTurnstile.siteKey
        ? "names this machine's stand-in of Turnstile"
        : undefined;
  if (named === undefined) return shellWidget;
  throw new DeployRefused(
    `the forms' bot check of ${siteOrigin} ${named}: set TURNSTILE_SITE_KEY to the site's Turnstile site key (Cloudflare's dashboard, Turnstile, the site's widget) and deploy again`,
  );
}
