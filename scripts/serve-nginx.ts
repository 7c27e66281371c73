import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from './nginx-config';

/**
 * Renders the nginx configuration for this checkout's dist folders into a temporary folder and runs
 * nginx in the foreground without root (shell on PORT, default 8190; remotes on PORT+1..4):
 *   node -r ts-node/register scripts/serve-nginx.ts
 */
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8190);
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-nginx-'));
const conf = renderNginx({ prefix, host, port });

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
console.log(`nginx: http://${host}:${port}/ (remotes on ports ${port + 1} to ${port + 4}), config in ${prefix}`);
