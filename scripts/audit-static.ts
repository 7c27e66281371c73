import fs from 'node:fs';
import path from 'node:path';
import { writePrecompressed } from '@radix/site-kit/node/precompressed';
import { pageFile } from '@radix/platform';

/**
 * A rendered page as plain static HTML: every script element and script preload removed, style
 * sheets, font and images kept. The audit measures it beside the real page: what the scripts cost
 * the first paint.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*\bas=("?)script\1[^>]*>/g, '');
}

/** Writes the static copies of the given routes' rendered pages into `staticDir`, compressed as the pages are. */
export function writeStaticCopies(pagesDir: string, staticDir: string, routes: readonly string[]): void {
  fs.mkdirSync(staticDir, { recursive: true });
  for (const route of routes) {
    const file = path.join(staticDir, pageFile(route));
    writePrecompressed(file, withoutScripts(fs.readFileSync(path.join(pagesDir, pageFile(route)), 'utf8')));
  }
}
