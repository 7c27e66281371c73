/** Whether a parsed JSON value is an object (not null, not an array): what the hand-checked records start from. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object `text` holds, or nothing when it holds none (no text, not JSON, or another value). */
export function jsonObjectIn(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
