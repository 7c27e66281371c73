import { remoteNames, type RemoteName } from './contracts';
import { isRouteTable, type RouteTable } from './route-table';

/** The runtime configuration's file: beside the shell's index.html, and in each site release. */
export const runtimeConfigFile = 'runtime-config.json';

/** Where the shell finds its runtime configuration: served beside its index.html, never cached. */
export const runtimeConfigPath = `/${runtimeConfigFile}`;

/**
 * The anti-forgery scheme of a relative `apiBaseUrl` (the classic XSRF scheme): whatever serves the
 * site's pages sets the cookie, and the forms echo it in the header of every submission.
 */
export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** A cookie's value in a `Cookie` header or `document.cookie`; undefined when absent or not decodable. */
export function cookieValue(cookies: string | undefined, name: string): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The anti-forgery token for an unsafe request to a relative API base. A server that has not set the
 * cookie yet (the development proxy serves the page without it) is asked once for it at the base URL.
 */
export async function antiForgeryToken(apiBase: URL, signal?: AbortSignal): Promise<string | undefined> {
  const existing = cookieValue(document.cookie, xsrfCookieName);
  if (existing) return existing;
  try {
    await fetch(apiBase, { method: 'GET', signal });
  } catch {
    // The submission itself reports the failure if the server is unreachable.
  }
  return cookieValue(document.cookie, xsrfCookieName);
}

/** `runtime-config.json` as a deployment writes it and the server serves it. */
export interface RuntimeConfigFile {
  /** Base URL of the inquiry API, ending in `api/`: relative (`/api/`) or absolute (`https://host/api/`). */
  apiBaseUrl: string;
  /** Where each remote lives: its `mf-manifest.json` (or `remoteEntry.js`) URL, absolute or relative to the page. */
  remotes: Record<RemoteName, string>;
  /** How long a remote may take to load before its slot offers a retry; 10 s when absent. */
  remoteTimeoutMs?: number;
  /** The share of page views whose measurements are sent (0 to 1); a canary's visitors are all measured. */
  vitalsSampleRate?: number;
  /** The site release's route table, composed from its parts' releases: what the shell and the servers route by. */
  routes: RouteTable;
  /**
   * The bot check the forms show (Cloudflare Turnstile): its public site key and the URL of its
   * script. Absent: the forms show no widget, and whatever answers `/api/` decides what a post
   * without a token gets.
   */
  turnstile?: TurnstileConfig;
}

/** The forms' bot check: the widget's site key and the script that draws it. */
export interface TurnstileConfig {
  siteKey: string;
  scriptUrl: string;
}

/** The configuration the shell runs with: every remote URL absolute, every default filled in. */
export interface RuntimeConfig extends RuntimeConfigFile {
  remoteTimeoutMs: number;
}

const defaultTimeoutMs = 10000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with `runtime-config.json`, in a message that names the file. */
const configError = (problem: string) => new Error(`runtime-config.json${problem}`);

/** Checks a parsed `runtime-config.json` and keeps its known fields; throws with a message naming the bad field. */
export function checkRuntimeConfig(raw: unknown): RuntimeConfigFile {
  if (!isRecord(raw)) throw configError(' must hold a JSON object');
  const { apiBaseUrl, remotes, remoteTimeoutMs, vitalsSampleRate, routes, turnstile } = raw;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl.endsWith('api/')) {
    throw configError(': apiBaseUrl must be a URL ending in "api/"');
  }
  if (!isRecord(remotes)) throw configError(': remotes must map each remote to its URL');
  const checked = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const entry = remotes[name];
    if (typeof entry !== 'string' || entry === '') throw configError(`: remotes.${name} is missing`);
    checked[name] = entry;
  }
  if (remoteTimeoutMs !== undefined && (typeof remoteTimeoutMs !== 'number' || remoteTimeoutMs <= 0)) {
    throw configError(': remoteTimeoutMs must be a positive number of milliseconds');
  }
  if (
    vitalsSampleRate !== undefined &&
    (typeof vitalsSampleRate !== 'number' || !(vitalsSampleRate >= 0 && vitalsSampleRate <= 1))
  ) {
    throw configError(': vitalsSampleRate must be a share from 0 to 1');
  }
  if (!isRouteTable(routes)) throw configError(': routes must be the route table its parts compose');
  if (
    turnstile !== undefined &&
    !(
      isRecord(turnstile) &&
      typeof turnstile.siteKey === 'string' &&
      turnstile.siteKey !== '' &&
      typeof turnstile.scriptUrl === 'string' &&
      turnstile.scriptUrl !== ''
    )
  ) {
    throw configError(": turnstile must name the widget's siteKey and scriptUrl");
  }
  return {
    apiBaseUrl,
    remotes: checked,
    routes,
    ...(remoteTimeoutMs === undefined ? {} : { remoteTimeoutMs }),
    ...(vitalsSampleRate === undefined ? {} : { vitalsSampleRate }),
    ...(turnstile === undefined
      ? {}
      : { turnstile: { siteKey: turnstile.siteKey as string, scriptUrl: turnstile.scriptUrl as string } }),
  };
}

/** Checks a parsed configuration, resolves the remotes' URLs against `base` and fills the defaults. */
export function parseRuntimeConfig(raw: unknown, base: string): RuntimeConfig {
  const {
    apiBaseUrl,
    remotes,
    remoteTimeoutMs = defaultTimeoutMs,
    vitalsSampleRate,
    routes,
    turnstile,
  } = checkRuntimeConfig(raw);
  const resolved = Object.fromEntries(remoteNames.map((name) => [name, new URL(remotes[name], base).href])) as Record<
    RemoteName,
    string
  >;
  return {
    apiBaseUrl,
    remotes: resolved,
    routes,
    remoteTimeoutMs,
    ...(vitalsSampleRate === undefined ? {} : { vitalsSampleRate }),
    ...(turnstile === undefined ? {} : { turnstile }),
  };
}
