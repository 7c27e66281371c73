import { parseRuntimeConfig, runtimeConfigPath, type RuntimeConfig } from '@radix/site-kit';

export { parseRuntimeConfig, type RuntimeConfig };

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // Same request as index.html's <link rel="preload" as="fetch" crossorigin>, so the preloaded response is used;
  // the server marks it no-cache, so it is revalidated on every visit.
  const response = await fetch(runtimeConfigPath, { mode: 'cors', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`runtime-config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json(), window.location.href);
}
