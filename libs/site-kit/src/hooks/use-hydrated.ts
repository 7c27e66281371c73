import { useSyncExternalStore } from 'react';
import { partMarks } from '../held-input';

const noSubscription = () => () => undefined;

/** False while React hydrates server markup (and on the server), true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The attributes of a part of a page that may hydrate after the rest (content behind a Suspense
 * boundary, such as a lazily loaded chunk): the loader holds a click or key on it until React has
 * committed it, since one given to it mid-hydration can be lost.
 */
export function usePartMarks(): Record<string, string> {
  return partMarks(useHydrated());
}
