declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.xlsx' {
  const url: string;
  export default url;
}
