/**
 * A promise React's `use` and `lazy` read synchronously: already marked fulfilled, and a `then`
 * that calls back at once, so a render with everything loaded never suspends (server and hydration).
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = Promise.resolve(value) as Promise<T> & { status: 'fulfilled'; value: T };
  thenable.status = 'fulfilled';
  thenable.value = value;
  thenable.then = ((onFulfilled?: (value: T) => unknown) => settled(onFulfilled ? onFulfilled(value) : value)) as never;
  return thenable;
}
