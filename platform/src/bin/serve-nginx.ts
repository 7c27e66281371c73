import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from '../nginx/nginx-config';
import { compiledCondition, compiledScript } from '../site/compiled';
import { root } from '../site/deployables';

/**
 * Renders the nginx configuration for this checkout's dist folders into a temporary folder, runs
 * nginx in the foreground without root (shell on PORT, default 8190; remotes on PORT+1..4), then
 * renders the pages it serves, as a remote's deploy pipeline would with `npm run prerender`:
 *   node --conditions=radix:compiled platform/dist/bin/serve-nginx.js
 */
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8190);
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-nginx-'));
const pagesDir = path.join(prefix, 'pages');
const conf = renderNginx({ prefix, host, port, pagesDir });

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

const prerender = spawn(process.execPath, [`--conditions=${compiledCondition}`, compiledScript('prerender')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_HOST: host,
    RUNTIME_CONFIG: path.join(prefix, 'runtime-config.json'),
    PAGES_DIR: pagesDir,
  },
  stdio: 'inherit',
});
prerender.on('exit', (code) => {
  if (code === 0) console.log('Pages rendered: the site is ready');
  else console.error('The pages could not be rendered; nginx answers with index.html');
});
