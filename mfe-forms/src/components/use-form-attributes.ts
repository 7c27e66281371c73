import { useHydrated } from '@radix/site-kit';

/**
 * The attributes of a form's element. In the server's markup the form posts with the browser's own
 * checks of its fields (`required`, `pattern`), which refuse what the form refuses when no script
 * runs. Once hydrated the form checks the fields itself (`noValidate`).
 */
export function useFormAttributes() {
  const hydrated = useHydrated();
  return { method: 'post', noValidate: hydrated };
}
