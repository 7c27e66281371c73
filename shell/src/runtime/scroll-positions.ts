/**
 * Where the visitor had scrolled each page of this tab's history, by its history entry's key: the
 * router notes it as the visitor leaves an entry, and Back or Forward to the entry scrolls there
 * again once its page is shown. The browser's own restoration cannot: it scrolls as the address
 * changes, while the page it leaves is still shown.
 */
const positions = new Map<string, number>();

/** Notes where the page of history entry `key` is scrolled to as the visitor leaves it. */
export function rememberScroll(key: string, y: number): void {
  positions.set(key, y);
}

/** Where the page of history entry `key` was scrolled to when the visitor left it, if they did. */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}
