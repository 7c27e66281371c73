import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

/** The shell's production build, as the server under test serves it. */
export const shellDist = process.env.DIST_SHELL ?? path.join(__dirname, '..', '..', 'shell', 'dist');

/** A response's status, headers and body, asked for with `encoding` as its Accept-Encoding. */
export async function getWithEncoding(request: APIRequestContext, url: string, encoding = 'br, gzip') {
  const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

/** The folders of the live releases of the remotes (`http://…:8184/<release id>/`), as the served runtime configuration names them. */
export async function remoteReleases(request: APIRequestContext, base = ''): Promise<string[]> {
  const config = (await (await request.get(`${base}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  return Object.values(config.remotes).map((url) => new URL('.', url).href);
}

/** The remotes' origins, as the served runtime configuration names them. */
export async function remoteOrigins(request: APIRequestContext, base = ''): Promise<string[]> {
  return (await remoteReleases(request, base)).map((release) => new URL(release).origin);
}

/**
 * Starts recording Content-Security-Policy violations (the `securitypolicyviolation` event in every
 * frame, and the console's CSP messages); call before `goto`. Returns a reader of what was seen.
 */
export async function collectCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ...fromConsole,
  ];
}

/** Every file under a folder with its SHA-256, to prove a deploy left it byte-identical. */
export function snapshotFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile())
      files[file] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}
