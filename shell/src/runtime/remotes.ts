import { lazy, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteId, type RemoteModules } from '@radix/site-kit';
import { startPreloading } from './preload';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

let configPromise: Promise<RuntimeConfig> | undefined;

/** The runtime configuration, fetched once; the remotes it names are registered with federation. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig().then((config) => {
    registerRemotes(
      remoteNames.map((name) => ({ name, entry: config.remotes[name] })),
      { force: true },
    );
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

async function importRemote<K extends RemoteId>(id: K): Promise<{ default: RemoteModules[K] }> {
  const config = await runtimeConfig();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, config.remoteTimeoutMs)), config.remoteTimeoutMs);
  });
  try {
    const module = await Promise.race([loadRemote<{ default: RemoteModules[K] }>(id), timeout]);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  } finally {
    clearTimeout(timer);
  }
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
    component = lazy(() => importRemote(id)) as unknown as AnyLazy;
    lazies.set(key, component);
  }
  return component as unknown as LazyExoticComponent<RemoteModules[K]>;
}

/** Forget a failed load so that the next render asks the remote again. */
export function retryRemote(id: RemoteId): number {
  const next = (attempts.get(id) ?? 0) + 1;
  attempts.set(id, next);
  return next;
}
