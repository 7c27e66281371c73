import fs from 'node:fs';
import path from 'node:path';
import { FolderStore, layout } from '@radix/platform';
import { pageFile } from '@radix/release-model';
import { writePrecompressed } from '@radix/site-kit/node/precompressed';
import { runtimeConfigFile } from '@radix/site-kit/runtime-config';

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

/**
 * Puts the static copies of the live site release's pages on the preview origin: a site release
 * of their own beside the live one, with the live one's configuration and shell.
 */
export async function previewStaticCopies(siteRoot: string, routes: readonly string[]): Promise<void> {
  const live = layout.pointer(siteRoot, 'live');
  const work = fs.mkdtempSync(path.join(siteRoot, 'static-'));
  writeStaticCopies(path.join(live, 'pages'), path.join(work, 'pages'), routes);
  fs.copyFileSync(path.join(live, runtimeConfigFile), path.join(work, runtimeConfigFile));
  fs.symlinkSync(fs.readlinkSync(path.join(fs.realpathSync(live), 'shell')), path.join(work, 'shell'));
  const store = new FolderStore(siteRoot);
  await store.putTree(work, path.join('sites', 'static-copies'));
  await store.setPointer('preview', 'static-copies');
}
