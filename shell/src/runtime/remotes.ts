import type { LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteId, type RemoteModuleExports, type RemoteModules } from '@radix/site-kit';
import { countFederationFailure } from '@radix/site-kit/vitals/page-problems';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { lazyModules } from './lazy-modules';
import { provideRouteTable } from './route-table';
import { settled } from './settled';

let configPromise: Promise<RuntimeConfig> | undefined;

function register(config: RuntimeConfig): void {
  provideRouteTable(config.routes);
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
    { force: true },
  );
}

/** Uses a configuration known already (the renderer's, or the one a rendered page names), instead of fetching one. */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  register(config);
  configPromise = settled(config);
}

/** The runtime configuration, fetched once; the remotes it names are registered with federation, its routes routed by. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig().then((config) => {
    register(config);
    return config;
  });
  configPromise.catch(() => {
    configPromise = undefined;
  });
  return configPromise;
}

export class RemoteTimeoutError extends Error {
  constructor(id: RemoteId, ms: number) {
    super(`${id} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

type RemoteModule<K extends RemoteId> = RemoteModuleExports<K>;

async function importRemote<K extends RemoteId>(id: K): Promise<RemoteModule<K>> {
  const config = await runtimeConfig();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, config.remoteTimeoutMs)), config.remoteTimeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<RemoteModule<K>>(id), timeout]);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  } catch (error) {
    countFederationFailure();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const remotes = lazyModules<RemoteId, RemoteModule<RemoteId>>(importRemote);

/** Whether a remote module is loaded already (a render of it does not suspend). */
export function isLoaded(id: RemoteId): boolean {
  return remotes.isLoaded(id);
}

/** The lazy component for a remote module: a blocked remote is requested once per attempt, not on every render. */
export function remoteComponent<K extends RemoteId>(id: K): LazyExoticComponent<RemoteModules[K]> {
  // The table holds each module under its own id; TypeScript cannot relate a generic key to its entry's type.
  return remotes.component(id) as unknown as LazyExoticComponent<RemoteModules[K]>;
}

/**
 * Loads remote modules ahead of a render, so the render shows them at once instead of a loading
 * state: the renderer does it for every page, the browser before it hydrates a rendered page.
 */
export async function loadRemoteModules(ids: readonly RemoteId[]): Promise<void> {
  await Promise.all(ids.map((id) => remotes.load(id)));
}

/** Forget a failed load so that the next render asks the remote again. */
export function retryRemote(id: RemoteId): number {
  return remotes.retry(id);
}

/**
 * Loads a remote module and what its render on `route` would wait for (its `prepare`), so that the
 * page shows it whole at once.
 */
export async function prepareRemote(id: RemoteId, route: string): Promise<void> {
  const module = await remotes.load(id);
  await module.prepare?.(route);
}
