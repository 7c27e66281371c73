/** The media type of a file the site serves, by its name (a `.gz` or `.br` copy has its original's). */
const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  map: 'application/json; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  const name = file.replace(/\.(gz|br)$/, '');
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return types[extension] ?? 'application/octet-stream';
}
