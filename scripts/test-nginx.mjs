import { execFileSync, spawnSync } from 'node:child_process';

const hasNginx =
  spawnSync('bash', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0;

if (!hasNginx) {
  console.log('nginx is not installed: the browser smoke tests against nginx/ are not run.');
  console.log('Install it to run them: apt-get install -y nginx');
  process.exit(0);
}

execFileSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NGINX_E2E: '1', PATH: `${process.env.PATH}:/usr/sbin` },
});
