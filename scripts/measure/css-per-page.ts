import fs from 'node:fs';
import zlib from 'node:zlib';
import { allRoutes } from '@radix/site-kit/routes';
import { serveBuilds } from '@radix/platform';

/**
 * The style sheets each rendered page links, and their bytes (as served and gzip), from the
 * production build:
 *   npm run css -- [--routes=/,/aboutus] [--port=8690]
 * Serves the build itself (run `npm run build` first).
 */

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

interface Sheet {
  href: string;
  bytes: number;
  gzip: number;
}

async function sheetsOf(origin: string, route: string, cache: Map<string, Sheet>): Promise<Sheet[]> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return Promise.all(
    hrefs.map(async (href) => {
      const url = new URL(href, `${origin}${route}`).href;
      const known = cache.get(url);
      if (known) return known;
      const body = Buffer.from(await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
      const sheet = { href: new URL(url).pathname, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
      cache.set(url, sheet);
      return sheet;
    }),
  );
}

async function main(): Promise<void> {
  const routes = option('routes')?.split(',') ?? allRoutes.map((route) => route.path);
  const port = Number(option('port') ?? 8690);
  const { stop, hosting } = await serveBuilds({ port });
  const origin = `http://127.0.0.1:${hosting.port}`;
  const cache = new Map<string, Sheet>();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  try {
    console.log(`${'route'.padEnd(36)} ${'KB'.padStart(7)} ${'KB gz'.padStart(7)}  sheets`);
    for (const route of routes) {
      const sheets = await sheetsOf(origin, route, cache);
      const sum = (key: 'bytes' | 'gzip') => sheets.reduce((total, sheet) => total + sheet[key], 0);
      console.log(`${route.padEnd(36)} ${kb(sum('bytes'))} ${kb(sum('gzip'))}  ${sheets.length}`);
    }
    console.log('\nEach style sheet (KB, KB gzip):');
    for (const sheet of [...cache.values()].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`${kb(sheet.bytes)} ${kb(sheet.gzip)}  ${sheet.href}`);
    }
  } finally {
    await stop();
    fs.rmSync(hosting.siteRoot, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
