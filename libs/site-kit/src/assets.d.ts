/** Images and downloads imported by URL: webpack emits them as hashed asset files. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.xlsx' {
  const url: string;
  export default url;
}
