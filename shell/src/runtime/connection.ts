/** What Chromium's Network Information API says of the visitor's connection (absent elsewhere). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** The effective types of a connection too slow for anything the visitor did not ask for. */
export const slowConnections: readonly string[] = ['slow-2g', '2g'];

/** The connection the browser reports, if it reports one. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Whether the page may fetch or run ahead what the visitor has not asked for (the next page's
 * parts): not when they asked the browser to save data, nor on a 2G connection, where every byte
 * fetched ahead delays what they did ask for. Asked at each moment, as the connection changes. A
 * browser that does not report its connection is taken at its word: it may.
 */
export function mayPrepare(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  if (!connection) return true;
  return !connection.saveData && !slowConnections.includes(connection.effectiveType ?? '');
}
