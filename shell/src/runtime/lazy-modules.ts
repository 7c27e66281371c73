import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { settled } from './settled';

/** What `React.lazy` accepts as a component: one of any props. */
type LazyTarget = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer T }> ? T : never;
type ComponentModule = { default: LazyTarget };

export interface LazyModules<K, M extends ComponentModule> {
  /** Loads a module ahead of its render, so that the render does not suspend. */
  load(key: K): Promise<M>;
  isLoaded(key: K): boolean;
  /** The lazy component of the current load attempt. */
  component(key: K): LazyExoticComponent<M['default']>;
  /** Forgets a failed load, so that the next render asks again; returns the new attempt's number. */
  retry(key: K): number;
}

/**
 * Components loaded by key for `React.lazy`. A loaded module's lazy component reads it
 * synchronously, so a render with everything loaded never suspends (the server's render, hydration,
 * a page visited again). A lazy component is created once per load attempt (never during the
 * render of a fresh one), so a module that fails is requested once, not on every render.
 */
export function lazyModules<K, M extends ComponentModule>(importModule: (key: K) => Promise<M>): LazyModules<K, M> {
  const loaded = new Map<K, M>();
  const attempts = new Map<K, number>();
  const lazies = new Map<string, LazyExoticComponent<M['default']>>();
  const load = async (key: K): Promise<M> => {
    const module = await importModule(key);
    loaded.set(key, module);
    return module;
  };
  return {
    load,
    isLoaded: (key) => loaded.has(key),
    component(key) {
      const id = `${String(key)}#${attempts.get(key) ?? 0}`;
      let component = lazies.get(id);
      if (!component) {
        component = lazy(() => {
          const module = loaded.get(key);
          return module ? settled(module) : load(key);
        });
        lazies.set(id, component);
      }
      return component;
    },
    retry(key) {
      const next = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, next);
      return next;
    },
  };
}

/** `lazyModules` for a fixed set of components, each loaded by its own function (a dynamic import). */
export function lazyComponents<K extends string>(
  loaders: Record<K, () => Promise<ComponentType>>,
): LazyModules<K, { default: ComponentType }> {
  return lazyModules(async (key: K) => ({ default: await loaders[key]() }));
}
