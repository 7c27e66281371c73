import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runtimeConfigFile, runtimeConfigPath } from '@radix/site-kit/runtime-config';
import { startSite } from '../e2e/support/processes';

/**
 * How fast each server of the site answers on this machine, side by side in one run:
 *   npm run bench:serve [-- --runs=3 --seconds=3 --connections=10]
 * The Node server (`npm run serve`), nginx (`npm run serve:nginx`, when installed) and the edge
 * worker in workerd over a local R2 (`npm run serve:edge`), each on a store of its own with this
 * checkout's builds, asked for a rendered page, `runtime-config.json` and an immutable script, as a
 * browser asks (brotli or gzip accepted). Prints the median of the runs: requests per second and
 * the 99th percentile of latency. Figures, not a test: they depend on the machine.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 3);
const seconds = option('seconds', 3);
const connections = option('connections', 10);

interface Server {
  name: string;
  script: string;
  port: number;
  /** The host browsers name (the edge answers its own host name only). */
  host: string;
  env: (state: string) => Record<string, string>;
}

const servers: Server[] = [
  { name: 'Node', script: 'serve', port: 8700, host: '127.0.0.1', env: (state) => ({ SITE_ROOT: state }) },
  { name: 'nginx', script: 'serve:nginx', port: 8710, host: '127.0.0.1', env: (state) => ({ SITE_ROOT: state }) },
  { name: 'edge', script: 'serve:edge', port: 8720, host: 'localhost', env: (state) => ({ EDGE_STATE: state }) },
];

const hasNginx =
  spawnSync('bash', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(server: Server, target: string): Promise<{ rps: number; p99: number; failed: number }> {
  const samples: { rps: number; p99: number }[] = [];
  let failed = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}${target}`,
      headers: { host: `${server.host}:${server.port}`, 'accept-encoding': 'br, gzip' },
      connections,
      duration: seconds,
    });
    failed += result.non2xx + result.errors;
    samples.push({ rps: result.requests.average, p99: result.latency.p99 });
  }
  return {
    rps: median(samples.map((sample) => sample.rps)),
    p99: median(samples.map((sample) => sample.p99)),
    failed,
  };
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  for (const server of servers) {
    if (server.name === 'nginx' && !hasNginx) {
      console.log('nginx is not installed: its column is left out (apt-get install -y nginx)');
      continue;
    }
    const state = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${server.script.replace(':', '-')}-`));
    // Readable by nginx's unprivileged workers.
    fs.chmodSync(state, 0o755);
    const site = await startSite(server.script, {
      PORT: String(server.port),
      PATH: `${process.env.PATH}:/usr/sbin`,
      ...server.env(state),
    });
    try {
      const home = await (await fetch(`http://${server.host}:${server.port}/`)).text();
      const main = /data-main="([^"]+)"/.exec(home)?.[1];
      if (!main) throw new Error(`${server.name}: the home page names no main script`);
      for (const [what, target] of [
        ['rendered page (/aboutus)', '/aboutus'],
        [runtimeConfigFile, runtimeConfigPath],
        ['immutable script (main.js)', main],
      ] as const) {
        const { rps, p99, failed } = await measure(server, target);
        rows.push([server.name, what, rps.toFixed(0), p99.toFixed(1), String(failed)]);
        console.log(
          `${server.name.padEnd(6)} ${what.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99.toFixed(1)} ms`,
        );
      }
    } finally {
      await site.stop();
      fs.rmSync(state, { recursive: true, force: true });
    }
  }
  console.log(
    `\nMedian of ${runs} runs of ${seconds} s, ${connections} connections, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`,
  );
  console.log('| server | what | requests/s | p99 latency (ms) | failed (all runs) |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
