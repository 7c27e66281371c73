import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildFolders, ensureLive, hostingFor, serveSite } from '@radix/platform';

/**
 * `npm run compare-rendered -- --before <builds> --after <builds>`
 *
 * Renders the whole site twice, every part from each folder of builds (laid out as the repository:
 * `<builds>/shell/dist`, `<builds>/mfe-services/dist`, a checkout built with `npm run build`), each
 * into a site root of its own as a server's first start does (this checkout's compiled platform,
 * rendered in a fresh process), and compares the pages byte for byte, allowing only what a build stamps: release ids and content-hashed file names. Moving
 * content from code to data must leave every page a visitor gets as it was. Prints each page that
 * differs with the first difference in context and exits 1; exits 0 naming the pages compared.
 */
/** The page files of the live site release under a site root, by path inside its pages folder. */
function livePages(siteRoot: string): Map<string, string> {
  const live = fs.realpathSync(path.join(siteRoot, 'live'));
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) pages.set(path.relative(live, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(live);
  return pages;
}

/**
 * A page with what a build stamps written as placeholders: release ids (a release's folder, the
 * site release) and content hashes and chunk ids in file names (a spreadsheet template's folder too: the zip
 * records the time it was built), each numbered in order of first appearance so
 * that a page naming two different releases still differs from one naming the same one twice.
 */
export function withoutStamps(html: string): string {
  const seen = new Map<string, number>();
  const stamp = (kind: string, value: string) => {
    const key = `${kind}:${value}`;
    if (!seen.has(key)) seen.set(key, seen.size);
    return `{${kind}${seen.get(key)}}`;
  };
  return html
    .replace(/\bsite-[0-9a-f]{12}\b/g, (id) => stamp('site', id))
    .replace(/\b\d{8}T\d{6}Z?-[0-9a-f]{4,}\b|\b[0-9]{13}-[0-9a-z]{4,}\b/g, (id) => stamp('release', id))
    .replace(
      /([./-])((?:\d+\.)?[0-9a-f]{8,20})(?=\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?|json)\b)/g,
      (_, sep: string, hash: string) => `${sep}${stamp('hash', hash)}`,
    )
    .replace(/\/templates\/([0-9a-f]{8})\//g, (_, hash: string) => `/templates/${stamp('hash', hash)}/`)
    .replace(/"sha(256|384)-[A-Za-z0-9+/=]+"/g, (hash) => stamp('integrity', hash));
}

/** The first place two texts differ, with some context on each side. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const from = Math.max(0, at - 120);
  return `  before: …${before.slice(from, at + 120)}…\n  after:  …${after.slice(from, at + 120)}…`;
}

/** Every part of `builds` live in a new site root, served meanwhile as the render needs. */
async function deployAll(builds: string, siteRoot: string, port: number): Promise<void> {
  const hosting = hostingFor({ port, siteRoot });
  const served = await serveSite({ hosting });
  try {
    await ensureLive(
      hosting,
      () => undefined,
      (name) => buildFolders(name, undefined, builds),
    );
  } finally {
    await served.stop();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { before: { type: 'string' }, after: { type: 'string' }, keep: { type: 'boolean' } },
    strict: true,
  });
  if (!values.before || !values.after) {
    console.error('Usage: npm run compare-rendered -- --before <builds folder> --after <builds folder> [--keep]');
    process.exit(2);
  }
  const port = 8080 + Number(process.env.E2E_PORT_SHIFT ?? 0) + 200;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-rendered-'));
  try {
    const sides: Map<string, string>[] = [];
    for (const [side, builds] of [
      ['before', values.before],
      ['after', values.after],
    ] as const) {
      await deployAll(path.resolve(builds), path.join(work, side), port);
      sides.push(livePages(path.join(work, side)));
    }
    const [before, after] = sides as [Map<string, string>, Map<string, string>];
    const names = [...new Set([...before.keys(), ...after.keys()])].sort();
    const differing = names.flatMap((name) => {
      const a = before.get(name);
      const b = after.get(name);
      if (a === undefined || b === undefined) return [`${name}: only ${a === undefined ? 'after' : 'before'}`];
      const [x, y] = [withoutStamps(a), withoutStamps(b)];
      return x === y ? [] : [`${name} differs:\n${firstDifference(x, y)}`];
    });
    if (differing.length) {
      console.error(`${differing.length} of ${names.length} pages differ:\n${differing.join('\n')}`);
      process.exit(1);
    }
    console.log(`${names.length} pages byte-identical but for build stamps: ${names.join(', ')}`);
  } finally {
    if (values.keep) console.log(`Site roots kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
