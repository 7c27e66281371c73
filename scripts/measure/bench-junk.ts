import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BucketStore, parseBucketAddress } from '@radix/platform';
import { startSite } from '../../harness/processes';
import { testPort } from '../../harness/ports';

/**
 * What requests for content-hashed files nobody has cost the edge, as an attacker would send them:
 *   npm run bench:junk [-- --paths=1500 --connections=10]
 * Starts `npm run serve:edge` on a store of its own with this checkout's builds (`npm run build`
 * first), restarts it so that its isolate is fresh, then asks for `paths` junk `/main.<8 hex>.js`
 * and as many junk files under the live shell release's `/releases/shell/<id>/web/`. Prints the
 * bucket reads the worker made (from each answer's `Server-Timing`: the first junk path's apart)
 * and workerd's resident memory before and after, and after as many requests for the main script
 * (what workerd grows by whatever is asked for). Figures, not a test.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const paths = option('paths', 1500);
const connections = option('connections', 10);
const port = testPort(8750);
const host = `localhost:${port}`;

/** The resident memory of the process listening on `port` (workerd), in MB. */
function listenerRssMb(): number {
  const sockets = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(sockets)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}:\n${sockets}`);
  const rss = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(rss) / 1024;
}

const readsOf = (answer: Response) =>
  Number(/desc="(\d+) reads?"/.exec(answer.headers.get('server-timing') ?? '')?.[1]);

async function ask(pathname: string): Promise<{ status: number; reads: number }> {
  const answer = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { host, 'accept-encoding': 'br, gzip' },
  });
  await answer.arrayBuffer();
  return { status: answer.status, reads: readsOf(answer) };
}

/** `count` junk paths made by `junk`, `connections` at a time: the reads they cost and their statuses. */
async function askAll(count: number, junk: () => string): Promise<{ reads: number; statuses: Map<number, number> }> {
  let reads = 0;
  let left = count;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left -= 1;
        const answer = await ask(junk());
        reads += answer.reads;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return { reads, statuses };
}

const hex = () => randomBytes(4).toString('hex');
const statusesOf = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');

async function main(): Promise<void> {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-junk-'));
  const env = { PORT: String(port), EDGE_STATE: state };
  try {
    // The first start deploys this checkout's builds; the second starts a fresh isolate over them.
    await (await startSite('serve:edge', env)).stop();
    const edge = await startSite('serve:edge', env);
    try {
      const siteStore = /^SITE_STORE=(\S+)$/m.exec(edge.output)?.[1];
      if (!siteStore) throw new Error(`serve:edge printed no SITE_STORE:\n${edge.output}`);
      const store = new BucketStore(parseBucketAddress(siteStore));
      const live = (await store.pointer('live'))?.site;
      const shell = live && JSON.parse((await store.readText(`sites/${live}/site.json`)) ?? '{}').releases?.shell;
      if (!shell) throw new Error('nothing is live');
      const before = listenerRssMb();
      const started = performance.now();
      const first = await ask(`/main.${hex()}.js`);
      const site = await askAll(paths - 1, () => `/main.${hex()}.js`);
      const released = await askAll(paths, () => `/releases/shell/${shell}/web/main.${hex()}.js`);
      const seconds = (performance.now() - started) / 1000;
      const after = listenerRssMb();
      // As many requests for a file that exists, warm: what workerd grows by whatever is asked for.
      const home = await (await fetch(`http://127.0.0.1:${port}/`, { headers: { host } })).text();
      const main = /data-main="([^"]+)"/.exec(home)?.[1];
      const warm = await askAll(2 * paths, () => main ?? '/');
      const afterWarm = listenerRssMb();
      console.log(`the first junk path on a fresh isolate: ${first.status}, ${first.reads} bucket reads`);
      console.log(
        `   (the pointer, site.json and runtime-config.json of the live site release, which every request's first needs, and the shell releases' listing)`,
      );
      console.log(`${paths - 1} more at the site's root: ${site.reads} bucket reads (${statusesOf(site.statuses)})`);
      console.log(
        `${paths} under /releases/shell/${shell}/web/: ${released.reads} bucket reads (${statusesOf(released.statuses)})`,
      );
      console.log(
        `in ${seconds.toFixed(1)} s, in which the pointer \`live\` is read about once a second: those reads are counted too`,
      );
      console.log(`workerd's resident memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after`);
      console.log(
        `then ${2 * paths} requests for ${main} (${statusesOf(warm.statuses)}, ${warm.reads} bucket reads): ${afterWarm.toFixed(1)} MB`,
      );
    } finally {
      await edge.stop();
    }
  } finally {
    fs.rmSync(state, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
