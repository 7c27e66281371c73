import { spawn } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import path from 'node:path';
import { waitForOutput } from './processes';

const root = path.resolve(__dirname, '..');

/**
 * Starts the bot check's own site (`serve-bot-checked.ts`) on `port` in a process group of its own,
 * once its pages are rendered; `stop` ends the group. It takes the client's address from
 * `X-Forwarded-For` (`TRUST_PROXY=1`), as behind a proxy: each test is a visitor from a network of
 * its own (`fromANetworkOfItsOwn`), so that the server's limit per network counts each test's calls alone.
 */
export async function startBotCheckedSite(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--conditions=radix:compiled', '-r', 'ts-node/register', 'e2e/support/serve-bot-checked.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), TRUST_PROXY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitForOutput(child, /the site is ready/, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

let visitors = Math.floor(Math.random() * 200);

/**
 * Sends the context's form calls as from a network (an IPv4 /24) no other test of the run comes
 * from, in the header each server takes a client's address from (the Node server behind its proxy
 * `X-Forwarded-For`, the edge Cloudflare's `cf-connecting-ip`): only those calls, since a header added
 * to the pages' cross-origin requests (the remotes') would need their CORS.
 */
export async function fromANetworkOfItsOwn(context: BrowserContext): Promise<void> {
  visitors = (visitors + 1) % 250;
  const address = `198.18.${visitors}.20`;
  await context.route('**/api/Home/**', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': address, 'cf-connecting-ip': address },
    }),
  );
}
