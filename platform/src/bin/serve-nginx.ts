import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureLive } from '../release/commands/first-start';
import { renderNginx } from '../nginx/nginx-config';
import { hostingFromEnv } from '../site/hosting';
import { deployableDir } from '../site/deployables';
import { runtimeConfigFile } from '@radix/site-kit/runtime-config';
import { readiness } from './cli';

/**
 * Serves the site root with nginx, without root (`npm run serve:nginx`): the configuration is
 * written into a temporary folder, nginx runs in the foreground (shell on PORT, default 8190;
 * remotes on PORT+1..4; preview on PORT+5), and on a first start the current builds are deployed,
 * as with `npm run serve`. Deploys then use `npm run deploy` with the same PORT and SITE_ROOT.
 */
const hosting = hostingFromEnv({ PORT: '8190', ...process.env });
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-nginx-'));
fs.mkdirSync(hosting.siteRoot, { recursive: true });
// nginx serves the pages alone: no inquiry API answers its /api/ here, nor the forms' bot check or the
// Turnstile stand-in beside it, so the site its first start deploys names no widget for the forms.
if (!process.env.RUNTIME_CONFIG) {
  const shell = JSON.parse(fs.readFileSync(path.join(deployableDir('shell'), runtimeConfigFile), 'utf8')) as {
    turnstile?: unknown;
  };
  delete shell.turnstile;
  process.env.RUNTIME_CONFIG = path.join(prefix, runtimeConfigFile);
  fs.writeFileSync(process.env.RUNTIME_CONFIG, JSON.stringify(shell));
}
const conf = renderNginx({ prefix, hosting });

const nginx = spawn(
  process.env.NGINX ?? 'nginx',
  ['-p', prefix, '-c', conf, '-g', `daemon off; pid ${prefix}/nginx.pid;`],
  {
    stdio: 'inherit',
  },
);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(
  `nginx: ${hosting.siteOrigin}/ (remotes on ports ${hosting.port + 1} to ${hosting.port + 4}, preview on ${hosting.previewOrigin}/), site root ${hosting.siteRoot}, config in ${prefix}`,
);

async function listening(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error(`nginx does not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  await listening(`${hosting.remoteBase('legal')}`, 10_000);
  const ready = await ensureLive(hosting, (line) => console.log(line));
  console.log(readiness(ready));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stop();
});
