/** The part of Decap's Immutable entry a preview reads: its data, as plain objects. */
export interface PreviewEntry {
  getIn(path: string[]): { toJS(): unknown } | undefined;
}

/** The entry's data as the part's components take it (the editor has checked it against the schema's fields). */
export function entryData<T>(entry: PreviewEntry): T {
  return (entry.getIn(['data'])?.toJS() ?? {}) as T;
}

/**
 * The services part's icons are names in its YAML and URLs once built (its content loader imports
 * `bootstrap-icons/icons/<name>.svg`); the editor serves those files under `icons/`.
 */
export function withIconUrls<T>(data: T, base: string): T {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) =>
      key === 'icon' && typeof value === 'string' ? new URL(`icons/${value}.svg`, base).href : value,
    ),
  ) as T;
}
