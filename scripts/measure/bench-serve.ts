import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BucketStore, parseBucketAddress } from '@radix/platform';
import { runtimeConfigFile, runtimeConfigPath } from '@radix/site-kit/runtime-config';
import { startSite } from '../../harness/processes';
import { testPort } from '../../harness/ports';

/**
 * How fast each server of the site answers on this machine, side by side in one run:
 *   npm run bench:serve [-- --runs=3 --seconds=3 --connections=10]
 * The Node server (`npm run serve`), nginx (`npm run serve:nginx`, when installed) and the edge
 * worker in workerd over a local R2 (`npm run serve:edge`), each on a store of its own with this
 * checkout's builds, asked for a rendered page (as a browser's navigation, which the edge counts as
 * a page view), `runtime-config.json` and an immutable script, as a browser asks (brotli or gzip accepted), each warmed by a second of load first, then measured in turn so the machine's noise falls on all three alike. The edge runs twice: with
 * its bucket at hand, and 80 ms away (`EDGE_BUCKET_LATENCY_MS`, a bucket in another region); for it
 * the first page after a switch of `live` is timed too (a copy of the live site release under a new
 * id, so nothing of it is cached; the page is polled until its `Server-Timing` says it was read from
 * the bucket), on an edge with visitors and on one nobody asked for two seconds. Prints the median
 * of the runs: requests per second, the 50th and 99th percentiles of latency. Figures, not a test:
 * they depend on the machine.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 3);
const switches = option('switches', 5);
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
  { name: 'Node', script: 'serve', port: testPort(8700), host: '127.0.0.1', env: (state) => ({ SITE_ROOT: state }) },
  {
    name: 'nginx',
    script: 'serve:nginx',
    port: testPort(8710),
    host: '127.0.0.1',
    env: (state) => ({ SITE_ROOT: state }),
  },
  {
    name: 'edge',
    script: 'serve:edge',
    port: testPort(8720),
    host: 'localhost',
    env: (state) => ({ EDGE_STATE: state }),
  },
  {
    name: 'edge 80 ms',
    script: 'serve:edge',
    // The port of the first edge: its site releases are rendered for that origin.
    port: testPort(8720),
    host: 'localhost',
    env: (state) => ({ EDGE_STATE: state, EDGE_BUCKET_LATENCY_MS: '80' }),
  },
];

const hasNginx =
  spawnSync('bash', ['-c', 'command -v nginx || test -x /usr/sbin/nginx'], { stdio: 'ignore' }).status === 0;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Figures {
  rps?: number;
  p50: number;
  p99: number;
  failed: number;
}

const asBrowser = (server: Server) => ({ host: `${server.host}:${server.port}`, 'accept-encoding': 'br, gzip' });

/** A page asked for as a browser navigates to it, so that the edge counts it as a page view. */
const navigation = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'user-agent': 'bench-serve',
};

type Target = readonly [what: string, path: string, asked: Record<string, string>];

/**
 * Each target's figures: each warmed, then measured `runs` times in turn (the page, then the
 * configuration, then the script, again), so the machine's noise falls on them alike.
 */
async function measure(server: Server, targets: readonly Target[]): Promise<Figures[]> {
  const url = (target: string) => `http://127.0.0.1:${server.port}${target}`;
  const headersOf = (asked: Record<string, string>) => ({ ...asBrowser(server), ...asked });
  for (const [, target, asked] of targets) {
    const headers = headersOf(asked);
    await fetch(url(target), { headers }).then((answer) => answer.arrayBuffer());
    // A second of load first, not counted: a server that has been answering, its code compiled hot.
    await autocannon({ url: url(target), headers, connections, duration: 1 });
  }
  const samples = targets.map(() => [] as { rps: number; p50: number; p99: number }[]);
  const failed = targets.map(() => 0);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, [, target, asked]] of targets.entries()) {
      const result = await autocannon({ url: url(target), headers: headersOf(asked), connections, duration: seconds });
      failed[index] = (failed[index] ?? 0) + result.non2xx + result.errors;
      samples[index]?.push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    }
  }
  return samples.map((taken, index) => ({
    rps: median(taken.map((sample) => sample.rps)),
    p50: median(taken.map((sample) => sample.p50)),
    p99: median(taken.map((sample) => sample.p99)),
    failed: failed[index] ?? 0,
  }));
}

/**
 * The first page after a switch of `live` at the edge, `switches` times: the live site release copied
 * under a new id (nothing of it cached), `live` switched to it under the store's lock, and the page
 * asked for until one answer was read from the bucket; that answer's latency. `visited`: the page is
 * asked for all along, as on a site with visitors (the pointer is then refreshed in the background);
 * otherwise only after the switch, as on an edge nobody asked for two seconds (the first request then
 * waits for the pointer too). p50 is the median, p99 the slowest.
 */
async function afterSwitch(server: Server, siteStore: string, target: string, visited: boolean): Promise<Figures> {
  const store = new BucketStore(parseBucketAddress(siteStore));
  const latencies: number[] = [];
  let failed = 0;
  for (let run = 0; run < switches; run += 1) {
    const live = await store.pointer('live');
    if (!live) throw new Error(`${server.name}: nothing is live`);
    const id = `site-${randomBytes(6).toString('hex')}`;
    let switched = false;
    const switching = (async () => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
      try {
        await store.fetchTree(`sites/${live.site}`, copy);
        const site = JSON.parse(fs.readFileSync(path.join(copy, 'site.json'), 'utf8'));
        fs.writeFileSync(path.join(copy, 'site.json'), JSON.stringify({ ...site, id }));
        await store.putTree(copy, `sites/${id}`, 'site.json');
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
      const unlock = await store.lock();
      try {
        await store.setPointer('live', id, live);
      } finally {
        await unlock();
      }
      switched = true;
    })();
    if (!visited) await switching;
    for (;;) {
      const started = performance.now();
      const answer = await fetch(`http://127.0.0.1:${server.port}${target}`, { headers: asBrowser(server) });
      await answer.arrayBuffer();
      const took = performance.now() - started;
      if (answer.status !== 200) failed += 1;
      if (switched && /cache;desc="miss"/.test(answer.headers.get('server-timing') ?? '')) {
        latencies.push(took);
        break;
      }
    }
    await switching;
  }
  return { p50: median(latencies), p99: Math.max(...latencies), failed };
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  // One store per command: the edge 80 ms away restarts on the store the first edge deployed.
  const states = new Map<string, string>();
  try {
    for (const server of servers) {
      if (server.name === 'nginx' && !hasNginx) {
        console.log('nginx is not installed: its column is left out (apt-get install -y nginx)');
        continue;
      }
      const state =
        states.get(server.script) ??
        fs.mkdtempSync(path.join(os.tmpdir(), `bench-${server.script.replace(':', '-')}-`));
      states.set(server.script, state);
      // Readable by nginx's unprivileged workers.
      fs.chmodSync(state, 0o755);
      const site = await startSite(server.script, {
        PORT: String(server.port),
        PATH: `${process.env.PATH}:/usr/sbin`,
        ...server.env(state),
      });
      try {
        rows.push(...(await measureServer(server, site.output)));
      } finally {
        await site.stop();
      }
    }
  } finally {
    for (const state of states.values()) fs.rmSync(state, { recursive: true, force: true });
  }
  console.log(
    `\nMedian of ${runs} runs of ${seconds} s, ${connections} connections, on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}):\n`,
  );
  console.log(
    '| server | what | requests/s | p50 latency (ms) | p99 latency (ms) | failed (all runs) |\n|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** The rows of one server: its page, configuration and script, and at the edge the page after a switch. */
async function measureServer(server: Server, output: string): Promise<string[][]> {
  const rows: string[][] = [];
  const home = await (await fetch(`http://${server.host}:${server.port}/`)).text();
  const main = /data-main="([^"]+)"/.exec(home)?.[1];
  if (!main) throw new Error(`${server.name}: the home page names no main script`);
  const report = (what: string, { rps, p50, p99, failed }: Figures) => {
    const perSecond = rps === undefined ? '-' : rps.toFixed(0);
    rows.push([server.name, what, perSecond, p50.toFixed(1), p99.toFixed(1), String(failed)]);
    console.log(
      `${server.name.padEnd(10)} ${what.padEnd(36)} ${perSecond.padStart(7)} req/s  p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms`,
    );
  };
  const targets: Target[] = [
    ['rendered page (/aboutus)', '/aboutus', navigation],
    [runtimeConfigFile, runtimeConfigPath, {}],
    ['immutable script (main.js)', main, {}],
  ];
  const figures = await measure(server, targets);
  for (const [index, [what]] of targets.entries()) {
    const measured = figures[index];
    if (measured) report(what, measured);
  }
  const siteStore = /^SITE_STORE=(\S+)$/m.exec(output)?.[1];
  if (siteStore) {
    report('first page after a switch, visited', await afterSwitch(server, siteStore, '/aboutus', true));
    report('first page after a switch, idle 2 s', await afterSwitch(server, siteStore, '/aboutus', false));
  }
  return rows;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
