import { useSyncExternalStore } from 'react';
import { partReadyMark } from '../held-input';

const noSubscription = () => () => undefined;

/** False while React hydrates server markup (and on the server), true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The attributes of a form's element: it is marked once hydrated, for the loader that holds early submissions. */
export function useFormReadyMark(): Record<string, string> {
  return partReadyMark(useHydrated());
}
