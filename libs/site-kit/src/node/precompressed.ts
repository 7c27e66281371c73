import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Writes a file with the gzip and brotli copies beside it (`.gz`, `.br`) that the servers send to
 * browsers that accept them, as the builds do for every asset.
 */
export function writePrecompressed(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}
