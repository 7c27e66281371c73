import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureLive } from '../release/commands/first-start';
import { hostingFor, type Hosting } from '../site/hosting';
import { serveSite, type ServeOptions } from './site-server';

/**
 * This checkout's builds, served as `npm run serve` serves them after its first start, from a new
 * site root (a temporary folder unless one is given): for the repository's tools (the audit,
 * screenshots), which measure the builds as visitors get them.
 */
export async function serveBuilds({
  port,
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-site-')),
  extendShell,
  log = () => undefined,
}: {
  port: number;
  siteRoot?: string;
  extendShell?: ServeOptions['extendShell'];
  log?: (line: string) => void;
}): Promise<{ hosting: Hosting; stop: () => Promise<void> }> {
  const hosting = hostingFor({ host: '127.0.0.1', port, siteRoot });
  const served = await serveSite({ hosting, extendShell });
  try {
    await ensureLive(hosting, log);
  } catch (error) {
    await served.stop();
    throw error;
  }
  return { hosting, stop: served.stop };
}
