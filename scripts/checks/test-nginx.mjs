import { execFileSync } from 'node:child_process';

execFileSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NGINX_E2E: '1', PATH: `${process.env.PATH}:/usr/sbin` },
});
