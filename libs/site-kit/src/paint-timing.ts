/**
 * How long the page has been showing its content, in milliseconds: since its first contentful
 * paint. 0 where the browser does not tell (no paint timing, nothing painted yet, or on the server),
 * so that whatever is timed from the first paint is timed from now instead.
 */
export function msSinceFirstPaint(): number {
  const [paint] = performance.getEntriesByName?.('first-contentful-paint') ?? [];
  return paint ? Math.max(0, performance.now() - paint.startTime) : 0;
}
