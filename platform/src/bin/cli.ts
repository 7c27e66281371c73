import { serveSite } from '../server/site-server';
import { DeployRefused, type ReleaseContext } from '../release/deploy';
import { ChromiumMissing } from '../release/browser-check';
import { FolderStore } from '../release/store';
import { hostingFromEnv, type Hosting } from '../site/hosting';

/** The positional arguments and `--flag` / `--option=value` arguments of a command. */
export function parseArgs(argv: readonly string[] = process.argv.slice(2)) {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const flag = (name: string) => argv.includes(`--${name}`);
  const option = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return { positional, flag, option };
}

/**
 * Runs a release command against the site root of the environment's hosting (`SITE_ROOT`, `PORT`,
 * `PUBLIC_HOST`). Rendering and the browser check need the site served: by the running
 * `npm run serve` or nginx when they listen on its ports, else by a server started for the command.
 */
export async function runReleaseCommand(
  work: (context: ReleaseContext) => Promise<void>,
  options: { skipBrowserCheck?: boolean; needsServer?: boolean } = {},
): Promise<void> {
  const hosting: Hosting = hostingFromEnv();
  const context: ReleaseContext = {
    store: new FolderStore(hosting.siteRoot),
    hosting,
    skipBrowserCheck: options.skipBrowserCheck,
    log: (line) => console.log(line),
  };
  let served: Awaited<ReturnType<typeof serveSite>> | undefined;
  try {
    if (options.needsServer !== false) {
      served = await serveSite({ hosting }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') return undefined;
        throw error;
      });
    }
    const unlock = await context.store.lock();
    try {
      await work(context);
    } finally {
      await unlock();
    }
  } catch (error) {
    const known = error instanceof DeployRefused || error instanceof ChromiumMissing;
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await served?.stop();
  }
}
