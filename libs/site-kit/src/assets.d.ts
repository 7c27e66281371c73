/** Images and downloads imported by URL: webpack emits them as hashed asset files. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.xlsx' {
  const url: string;
  export default url;
}

/** A part's content file: data its schema describes, checked by the build (libs/tooling's content loader). */
declare module '*.yml' {
  const data: unknown;
  export default data;
}
