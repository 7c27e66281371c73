import type { TurnstileConfig } from './runtime-config';

/**
 * The forms' bot check, Cloudflare Turnstile, where there is no network: the local stand-in of its
 * script and of `siteverify` (`mfe-forms/dev-api/turnstile-stand-in.ts`), served beside the local
 * inquiry API, so under `/api/` wherever that API answers (the shell's development server, the Node
 * server, the local edge). Production's configuration names Cloudflare's script and its own site key.
 */
export const turnstileScriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

/** Cloudflare's documented test site keys: the stand-in's widget behaves as Cloudflare's does for them. */
export const turnstileTestSiteKeys = {
  passes: '1x00000000000000000000AA',
  fails: '2x00000000000000000000AB',
  interactive: '3x00000000000000000000FF',
} as const;

/** The token every test site key's widget hands out. */
export const turnstileDummyToken = 'XXXX.DUMMY.TOKEN.XXXX';

/** The stand-in's own site key: its widget gets a real token from the stand-in, which its siteverify checks. */
export const standInTurnstile: TurnstileConfig = {
  siteKey: '0x4AAAAAAAStandInLocalSiteKey',
  scriptUrl: '/api/turnstile/v0/api.js',
};

/** Where the stand-in's siteverify answers, under the local inquiry API's origin. */
export const standInSiteverifyPath = '/api/turnstile/v0/siteverify';

/**
 * The stand-in's own secret, which its siteverify takes for the tokens it issued: a local value,
 * public as Cloudflare's test secrets are, never production's (a Workers secret, `TURNSTILE_SECRET`).
 */
export const standInSecret = '0x4AAAAAAAStandInLocalSecret';

/** Cloudflare's documented test secrets: they take the dummy token alone. */
export const turnstileTestSecrets = {
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
} as const;
