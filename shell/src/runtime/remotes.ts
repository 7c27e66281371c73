import { lazy, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteId, type RemoteModules } from '@radix/site-kit';
import { startPreloading } from './preload';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

let configPromise: Promise<RuntimeConfig> | undefined;

function register(config: RuntimeConfig): void {
  registerRemotes(
    remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
    { force: true },
  );
}

/**
 * A promise React's `use` and `lazy` read synchronously: already marked fulfilled, and a `then`
 * that calls back at once, so a render with everything loaded never suspends (server and hydration).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = Promise.resolve(value) as Promise<T> & { status: 'fulfilled'; value: T };
  thenable.status = 'fulfilled';
  thenable.value = value;
  thenable.then = ((onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value)) as never;
  return thenable;
}

/** Uses a configuration known already (the renderer's, or the one a rendered page names), instead of fetching one. */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  register(config);
  configPromise = settled(config);
}

/** The runtime configuration, fetched once; the remotes it names are registered with federation. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig().then((config) => {
    register(config);
    startPreloading(window.location.pathname);
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

type RemoteModule<K extends RemoteId> = { default: RemoteModules[K] };
const loaded = new Map<RemoteId, RemoteModule<RemoteId>>();

async function importRemote<K extends RemoteId>(id: K): Promise<RemoteModule<K>> {
  const config = await runtimeConfig();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, config.remoteTimeoutMs)), config.remoteTimeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<RemoteModule<K>>(id), timeout]);
    if (!module?.default) throw new Error(`${id} has no default export`);
    loaded.set(id, module as RemoteModule<RemoteId>);
    return module;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a remote module is loaded already (a render of it does not suspend). */
export function isLoaded(id: RemoteId): boolean {
  return loaded.has(id);
}

type AnyLazy = LazyExoticComponent<RemoteModules[RemoteId]>;
const attempts = new Map<RemoteId, number>();
const lazies = new Map<string, AnyLazy>();

/**
 * The lazy component for a remote module, created once per load attempt (never during render
 * of a fresh component), so a blocked remote is requested once, not on every render.
 */
export function remoteComponent<K extends RemoteId>(id: K): LazyExoticComponent<RemoteModules[K]> {
  const key = `${id}#${attempts.get(id) ?? 0}`;
  let component = lazies.get(key);
  if (!component) {
    component = lazy(() => {
      const module = loaded.get(id);
      return module ? settled(module) : importRemote(id);
    }) as unknown as AnyLazy;
    lazies.set(key, component);
  }
  return component as unknown as LazyExoticComponent<RemoteModules[K]>;
}

/**
 * Loads remote modules ahead of a render, so the render shows them at once instead of a loading
 * state: the renderer does it for every page, the browser before it hydrates a rendered page.
 */
export async function loadRemoteModules(ids: readonly RemoteId[]): Promise<void> {
  await Promise.all(ids.map((id) => importRemote(id)));
}

/** Forget a failed load so that the next render asks the remote again. */
export function retryRemote(id: RemoteId): number {
  const next = (attempts.get(id) ?? 0) + 1;
  attempts.set(id, next);
  return next;
}
