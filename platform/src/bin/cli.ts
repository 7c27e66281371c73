import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { serveSite } from '../server/site-server';
import type { ReleaseContext } from '../release/deploy';
import { ChromiumMissing } from '../release/browser-check';
import { storeFromEnv } from '../release/open-store';
import { ReleaseRefusal } from '../release/store';

/** The positional arguments and `--flag` / `--option=value` arguments of a command. */
export function parseArgs(argv: readonly string[] = process.argv.slice(2)) {
  const positional = argv.filter((arg, index) => !arg.startsWith('--') && !valueOf(argv, index));
  const flag = (name: string) => argv.includes(`--${name}`);
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return { positional, flag, option };
}

/** Options that take the next argument as their value. */
const valuedOptions = ['--from', '--extension'];
const valueOf = (argv: readonly string[], index: number) => valuedOptions.includes(argv[index - 1] ?? '');

/** The line a server prints once it serves: the browser tests and `npm start` wait for "the site is ready". */
export const readiness = (ready: boolean) =>
  ready
    ? 'Pages rendered: the site is ready'
    : 'Pages rendered for other origins: the site is not ready until they are rendered again (see above)';

/**
 * How a command ends on an error: a refusal is printed as it is, one or two lines saying what to
 * do; anything else by its message, with the stack only when `RADIX_DEBUG=1`.
 */
export function reportFailure(error: unknown): void {
  const known = error instanceof ReleaseRefusal || error instanceof ChromiumMissing;
  if (!known && process.env.RADIX_DEBUG === '1') console.error(error);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

/**
 * Runs a release command against the store of the environment (`SITE_STORE`, or the site root of
 * `SITE_ROOT`, `PORT` and `PUBLIC_HOST`). Rendering and the browser check need the site served: a
 * bucket by the edge; a folder by the running `npm run serve` or nginx when they listen on its
 * ports, else by a server started for the command.
 */
export async function runReleaseCommand(
  work: (context: ReleaseContext) => Promise<void>,
  options: { skipBrowserCheck?: boolean; needsServer?: boolean } = {},
): Promise<void> {
  let served: Awaited<ReturnType<typeof serveSite>> | undefined;
  try {
    const { store, origins, local } = await storeFromEnv();
    const context: ReleaseContext = {
      store,
      hosting: origins,
      skipBrowserCheck: options.skipBrowserCheck,
      log: (line) => console.log(line),
    };
    if (local && options.needsServer !== false) {
      served = await serveSite({ hosting: local }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') return undefined;
        throw error;
      });
    }
    const unlock = await store.lock();
    try {
      await work(context);
    } finally {
      await unlock();
    }
  } catch (error) {
    reportFailure(error);
  } finally {
    await served?.stop();
  }
}

type ExtendShell = (app: FastifyInstance, site: { origin: string }) => Promise<void> | void;

function isExtension(value: unknown): value is { extendShell: ExtendShell } {
  return (
    typeof value === 'object' && value !== null && 'extendShell' in value && typeof value.extendShell === 'function'
  );
}

/** A compiled module whose `extendShell(app, { origin })` adds routes to the site's origin (the local inquiry API). */
export async function loadExtension(file: string): Promise<ExtendShell> {
  const loaded: unknown = await import(pathToFileURL(path.resolve(file)).href);
  const module = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isExtension(module)) throw new Error(`${file} exports no extendShell(app, site) function`);
  return module.extendShell;
}
