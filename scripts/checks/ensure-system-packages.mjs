import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * What the browser tests need from Debian: its Chromium, and nginx with the brotli module for the
 * nginx run. Installed with apt when run as root; otherwise the tests stop, printing the command.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasNginx =
  spawnSync('bash', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0;
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const missing = [
  ...(fs.existsSync(chromium) ? [] : ['chromium']),
  ...(hasNginx ? [] : ['nginx']),
  ...(fs.existsSync(brotliModule) ? [] : ['libnginx-mod-http-brotli-static']),
];

if (missing.length > 0) {
  const install = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() === 0) {
    console.log(`${missing.join(', ')} missing; installing: ${install}`);
    execFileSync('bash', ['-c', install], { stdio: 'inherit' });
  } else {
    console.error(
      `${missing.join(', ')} missing. Install as root, then run the tests again:\n  sudo bash -c '${install}'`,
    );
    process.exit(1);
  }
}
