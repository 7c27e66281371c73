import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@radix/site-kit/api-paths';
import { routes } from '@radix/site-kit/routes';
import { standInSecret, standInTurnstile } from '@radix/site-kit/turnstile';
import { startSite } from '../../harness/processes';
import { testPort } from '../../harness/ports';

/**
 * The forms' bot check, tried as bots try it, at the Node server (`npm run serve`) and at the local
 * edge (`npm run serve:edge`), each on a site root of its own whose configuration names the widget
 * (the Turnstile stand-in): `npm run battery:forms`. For each kind of bot: the attempts, how many
 * reached the inquiry API's store, and what the bot was answered. Loopback only, bounded loops; the
 * waits for the stamp's minimum time are real seconds, so it takes a minute or two. Figures, not a
 * test.
 */
interface Server {
  name: string;
  script: string;
  port: number;
  host: string;
  /** The header the server takes a client's address from, locally. */
  addressHeader: string;
  env: (state: string) => Record<string, string>;
}

const servers: Server[] = [
  {
    name: 'Node',
    script: 'serve',
    port: testPort(8750),
    host: '127.0.0.1',
    addressHeader: 'X-Forwarded-For',
    env: (state) => ({ SITE_ROOT: state, TRUST_PROXY: '1' }),
  },
  {
    name: 'edge',
    script: 'serve:edge',
    port: testPort(8760),
    host: 'localhost',
    addressHeader: 'cf-connecting-ip',
    env: (state) => ({ EDGE_STATE: state }),
  },
];

const inquiry = {
  sFirstName: 'Bot',
  sLastName: 'Battery',
  sEmail: 'bot@example.com',
  sContactNo: '+91 265 235 0101',
  nServiceId: 1,
  sDescription: 'Buy our links.',
};
const userAgents = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.5.0', 'python-requests/2.32', 'Go-http-client/1.1'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  kind: string;
  attempts: number;
  stored: number;
  answered: Map<number, number>;
}

async function battery(server: Server, origin: string, dataFile: string): Promise<Row[]> {
  const storedAs = (tag: string) =>
    fs.existsSync(dataFile)
      ? fs
          .readFileSync(dataFile, 'utf8')
          .split('\n')
          .filter((line) => line.includes(`"sProjectName":"${tag}"`)).length
      : 0;
  let network = 0;
  const address = () => `10.${Math.floor(network / 250)}.${(network += 1) % 250}.7`;

  /** A page opened as a bot opens it: its cookies (the anti-forgery token, the stamp). */
  async function open(from: string, agent = userAgents[0]!) {
    const page = await fetch(`${origin}${routes.contact.path}`, {
      headers: { [server.addressHeader]: from, 'User-Agent': agent },
    });
    await page.arrayBuffer();
    const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
    return { cookie: cookies.join('; '), xsrf, from, agent };
  }
  const token = async () => {
    const answer = await fetch(`${origin}/api/turnstile/v0/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ sitekey: standInTurnstile.siteKey, action: 'inquiry' }),
    });
    return ((await answer.json()) as { token: string }).token;
  };
  const post = (
    page: Awaited<ReturnType<typeof open>>,
    tag: string,
    headers: Record<string, string>,
    key = crypto.randomUUID().replaceAll('-', ''),
  ) =>
    fetch(`${origin}/api/${apiPaths.inquiry}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': page.xsrf,
        cookie: page.cookie,
        Origin: origin,
        'User-Agent': page.agent,
        [server.addressHeader]: page.from,
        'Idempotency-Key': key,
        'X-Form-Trap': '',
        ...headers,
      },
      body: JSON.stringify({ ...inquiry, sProjectName: tag }),
    }).then(async (answer) => (await answer.arrayBuffer(), answer));

  const rows: Row[] = [];
  async function kind(
    name: string,
    attempts: number,
    tag: string,
    run: (index: number) => Promise<Response>,
    concurrency = 1,
  ) {
    const answered = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < attempts) {
          const index = (next += 1) - 1;
          const { status } = await run(index);
          answered.set(status, (answered.get(status) ?? 0) + 1);
        }
      }),
    );
    rows.push({ kind: name, attempts, stored: storedAs(tag), answered });
  }
  /** Pages opened for every attempt at once, then the stamp's minimum time waited once. */
  const openedAged = async (count: number, from = () => address()) => {
    const pages = [];
    for (let index = 0; index < count; index += 1)
      pages.push(await open(from(), userAgents[index % userAgents.length]));
    await sleep(3_200);
    return pages;
  };

  const n = 20;
  let pages = await openedAged(n);
  await kind('no token', n, 'no-token', (index) => post(pages[index]!, 'no-token', {}));
  pages = await openedAged(n);
  await kind('forged token', n, 'forged', (index) =>
    post(pages[index]!, 'forged', { 'X-Turnstile-Token': `XXXX.${crypto.randomUUID()}` }),
  );
  pages = await openedAged(n);
  const spent = await Promise.all(pages.map(() => token()));
  for (const one of spent)
    await fetch(`${origin}/api/turnstile/v0/siteverify`, {
      method: 'POST',
      body: new URLSearchParams({ secret: standInSecret, response: one }),
    });
  await kind('spent token', n, 'spent', (index) =>
    post(pages[index]!, 'spent', { 'X-Turnstile-Token': spent[index]! }),
  );
  pages = await openedAged(n);
  await kind('honeypot filled (with a good token)', n, 'trap', async (index) =>
    post(pages[index]!, 'trap', { 'X-Turnstile-Token': await token(), 'X-Form-Trap': 'https://spam.example' }),
  );
  // Each page opened, its token solved, and its call sent one second later.
  await kind('sent 1 s after the page (good token)', n, 'soon', async () => {
    const solved = await token();
    const page = await open(address());
    await sleep(1_000);
    return post(page, 'soon', { 'X-Turnstile-Token': solved });
  });
  // 600 posts within a minute from one /64, each from another address and user agent, pages opened first.
  const flood = 600;
  let host = 0;
  const in64 = () => `2001:db8:66:1:${(host += 1).toString(16)}::${host.toString(16)}`;
  pages = await openedAged(flood, in64);
  await kind(
    '600 in a minute from one /64, rotating',
    flood,
    'flood',
    (index) => post(pages[index]!, 'flood', { 'X-Turnstile-Token': `forged.${index}` }),
    10,
  );
  await sleep(61_000 - (Date.now() % 60_000));
  host = 1000;
  pages = await openedAged(flood, in64);
  const tokens: string[] = [];
  for (let index = 0; index < flood; index += 1) tokens.push(await token());
  await kind(
    'the same, each with a solved challenge',
    flood,
    'flood-solved',
    (index) => post(pages[index]!, 'flood-solved', { 'X-Turnstile-Token': tokens[index]! }),
    10,
  );
  // One good submission, then replayed: its token again, and its pass with its key (the API keeps it once).
  const first = (await openedAged(1))[0]!;
  const key = crypto.randomUUID().replaceAll('-', '');
  const passed = await post(first, 'replay', { 'X-Turnstile-Token': await token() }, key);
  const pass = passed.headers.get('X-Form-Pass') ?? '';
  const replayed = await token();
  await kind('the same payload replayed (its token, its pass)', n, 'replay', (index) =>
    post(first, 'replay', index % 2 ? { 'X-Form-Pass': pass } : { 'X-Turnstile-Token': replayed }, key),
  );
  // A perfect no-script mimic: a fresh stamp, the honeypot empty, waiting the minimum, from one network.
  const mimicNetwork = address();
  pages = await openedAged(n, () => mimicNetwork);
  await kind('perfect no-script mimic, one network', n, 'mimic', (index) =>
    fetch(`${origin}${routes.contact.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        cookie: pages[index]!.cookie,
        [server.addressHeader]: mimicNetwork,
      },
      body: new URLSearchParams({
        'form-kind': 'inquiry',
        ...Object.fromEntries(Object.entries(inquiry).map(([name, value]) => [name, String(value)])),
        sProjectName: 'mimic',
        sDescription: `Attempt ${index}`,
        website: '',
      }),
    }).then(async (answer) => (await answer.arrayBuffer(), answer)),
  );
  return rows;
}

function table(server: string, rows: Row[]): string {
  const lines = rows.map((row) => [
    row.kind,
    String(row.attempts),
    String(row.stored),
    [...row.answered]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}×${status}`)
      .join(' '),
  ]);
  const header = ['kind', 'attempts', 'reached the API', 'answered'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 3 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join(' | ');
  return [
    `${server}:`,
    format(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...lines.map(format),
  ].join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--server='))?.split('=')[1];
  for (const server of servers.filter((one) => !only || one.name.toLowerCase() === only)) {
    const state = fs.mkdtempSync(path.join(os.tmpdir(), `form-battery-${server.name.toLowerCase()}-`));
    const config = path.join(state, 'runtime-config.json');
    const dataFile = path.join(state, 'inquiries.jsonl');
    const shellConfig = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'config', 'runtime-config.json'), 'utf8'),
    ) as object;
    fs.writeFileSync(config, JSON.stringify({ ...shellConfig, turnstile: standInTurnstile }));
    const site = await startSite(server.script, {
      PORT: String(server.port),
      RUNTIME_CONFIG: config,
      INQUIRY_DATA_FILE: dataFile,
      ...server.env(path.join(state, 'site')),
    });
    try {
      const rows = await battery(server, `http://${server.host}:${server.port}`, dataFile);
      console.log(table(server.name, rows));
      console.log('');
    } finally {
      await site.stop();
      fs.rmSync(state, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
