import { remoteNames, type RemoteName } from '@radix/site-kit';

/** What the shell reads at run time from `runtime-config.json`, served beside its index.html. */
export interface RuntimeConfig {
  /** Base URL of the inquiry API, ending in `api/`: relative (`/api/`) or absolute (`https://host/api/`). */
  apiBaseUrl: string;
  /** Where each remote lives: its `mf-manifest.json` (or `remoteEntry.js`) URL. */
  remotes: Record<RemoteName, string>;
  /** How long a remote may take to load before its slot offers a retry. */
  remoteTimeoutMs: number;
}

export const runtimeConfigUrl = '/runtime-config.json';
const defaultTimeoutMs = 10000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks a parsed configuration and fills defaults; throws with a message naming the bad field. */
export function parseRuntimeConfig(raw: unknown, base: string): RuntimeConfig {
  if (!isRecord(raw)) throw new Error('runtime-config.json must hold a JSON object');
  const { apiBaseUrl, remotes, remoteTimeoutMs } = raw;
  if (typeof apiBaseUrl !== 'string' || !apiBaseUrl.endsWith('api/')) {
    throw new Error('runtime-config.json: apiBaseUrl must be a URL ending in "api/"');
  }
  if (!isRecord(remotes)) throw new Error('runtime-config.json: remotes must map each remote to its URL');
  const resolved = {} as Record<RemoteName, string>;
  for (const name of remoteNames) {
    const entry = remotes[name];
    if (typeof entry !== 'string' || entry === '') throw new Error(`runtime-config.json: remotes.${name} is missing`);
    resolved[name] = new URL(entry, base).href;
  }
  if (remoteTimeoutMs !== undefined && (typeof remoteTimeoutMs !== 'number' || remoteTimeoutMs <= 0)) {
    throw new Error('runtime-config.json: remoteTimeoutMs must be a positive number of milliseconds');
  }
  return { apiBaseUrl, remotes: resolved, remoteTimeoutMs: remoteTimeoutMs ?? defaultTimeoutMs };
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // Same request as index.html's <link rel="preload" as="fetch" crossorigin>, so the preloaded response is used;
  // the server marks it no-cache, so it is revalidated on every visit.
  const response = await fetch(runtimeConfigUrl, { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.href);
}
