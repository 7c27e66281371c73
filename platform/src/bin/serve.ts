import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { serveSite } from '../server/site-server';
import { pagesDirFromEnv } from '../site/pages';

/**
 * Serves the site (`npm run serve`): the shell on PORT (default 8080), the remotes on the next four
 * ports, the pages rendered at start and again within seconds of a remote's deploy.
 *
 *   node --conditions=radix:compiled platform/dist/bin/serve.js [--extension=<module>]
 *
 * `--extension` names a compiled module whose `extendShell(app, { origin })` adds routes to the
 * shell's origin before it listens: the root `npm run serve` mounts the local inquiry API with it.
 */
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const extension = process.argv
  .slice(2)
  .find((arg) => arg.startsWith('--extension='))
  ?.slice('--extension='.length);

type ExtendShell = (app: FastifyInstance, site: { origin: string }) => Promise<void> | void;

function isExtension(value: unknown): value is { extendShell: ExtendShell } {
  return (
    typeof value === 'object' && value !== null && 'extendShell' in value && typeof value.extendShell === 'function'
  );
}

async function loadExtension(file: string): Promise<ExtendShell> {
  const loaded: unknown = await import(pathToFileURL(path.resolve(file)).href);
  const module = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isExtension(module)) throw new Error(`${file} exports no extendShell(app, site) function`);
  return module.extendShell;
}

async function main(): Promise<void> {
  const extendShell = extension ? await loadExtension(extension) : undefined;
  const origin = `http://${host}:${port}`;
  await serveSite({
    host,
    port,
    pages: { dir: pagesDirFromEnv(), renderEveryMs: Number(process.env.PAGES_CHECK_MS ?? 5000) },
    extendShell: extendShell && ((app) => extendShell(app, { origin })),
  });
  console.log(
    `Site: ${origin}/ (remotes on ports ${port + 1} to ${port + 4}${extension ? `, extended by ${extension}` : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
