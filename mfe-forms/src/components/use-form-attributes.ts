import { useHydrated } from '@radix/site-kit';
import { partReadyMark } from '@radix/site-kit/held-input';

/**
 * The attributes of a form's element. In the server's markup the form posts with the browser's own
 * checks of its fields (`required`, `pattern`), which refuse what the form refuses when no script
 * runs. Once hydrated the form checks the fields itself (`noValidate`) and is marked, for the page's
 * loader that holds an early submission until then.
 */
export function useFormAttributes() {
  const hydrated = useHydrated();
  return { method: 'post', noValidate: hydrated, ...partReadyMark(hydrated) };
}
