/**
 * Per-page content in chunks of its own, so a visitor downloads only the page they open. Each key
 * loads once, as one promise for React's `use()` (a render that suspends finds the same promise
 * again); a failed load is forgotten, so the next render asks again.
 */
export function contentLoader<K extends string, T>(loaders: Record<K, () => Promise<T>>): (key: K) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = loaders[key]();
    // Marked as React's `use` reads a promise it has seen settle: a render after the content has
    // arrived (a page prepared before a navigation switches to it) then reads it without suspending.
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      () => cache.delete(key),
    );
    cache.set(key, loading);
    return loading;
  };
}
