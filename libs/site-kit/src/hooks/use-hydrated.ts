import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while React hydrates server markup (and on the server), true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
