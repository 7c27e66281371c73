import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@radix/platform';
import { testPort } from '../../harness/ports';
import { fromANetworkOfItsOwn, startBotCheckedSite } from '../../harness/bot-checked-site';
import { bringApiBack, takeApiDown } from '../../harness/inquiry-api-down';
import { forms, typeAsAPerson, type FormCase } from '../../harness/people';
import { pageReadySelector } from '@radix/site-kit/islands/protocol';

/**
 * People on the forms, with the bot check on (`npm run battery:people [-- --people=100]`): real
 * browsers, each a visitor from a network of its own, typing as a person at the Node server's check
 * and the local Turnstile stand-in (the bot check's own site, `e2e/support/serve-bot-checked.ts`).
 * One in ten finds the inquiry API down: the outbox keeps their submission, the API comes back an
 * hour later on the page's clock, and the outbox sends it again with its pass. For each form: how
 * many people's submissions reached the API once, more than once, or never. Figures, not a test.
 */
const people = Number(process.argv.find((arg) => arg.startsWith('--people='))?.split('=')[1] ?? 100);
const together = 6;
const port = testPort(8770);

interface Tally {
  once: number;
  twice: number;
  never: number;
  kept: number;
  keptOnce: number;
}

/**
 * Moves the page's stopped clock `stepMs` at a time until `condition` holds (at most two minutes of
 * real time): 50 ms while a page starts, a second at a time while the outbox waits out its backoff
 * (up to five minutes between attempts).
 */
async function runClockUntil(page: Page, condition: () => Promise<boolean>, what: string, stepMs = 50): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    await page.clock.runFor(stepMs);
    if (await condition()) return;
  }
  throw new Error(`never: ${what}`);
}

const storedIn = (file: string) => () =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

async function visit(browser: Browser, origin: string, form: FormCase, unique: string, keptByOutbox: boolean) {
  const context = await browser.newContext({ baseURL: origin });
  await fromANetworkOfItsOwn(context);
  const page = await context.newPage();
  const alerted = new Promise<string>((resolve) =>
    page.on('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  try {
    const element = page.getByRole('form', { name: form.name });
    if (keptByOutbox) {
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 1000));
      await page.goto(form.path);
      await runClockUntil(
        page,
        async () => (await element.isVisible()) && (await page.locator(pageReadySelector).count()) === 1,
        'the form',
      );
    } else await page.goto(form.path, { waitUntil: 'commit' });
    await typeAsAPerson(element, form.values(unique));
    await form.choose?.(element);
    await element.getByRole('button', { name: form.submit }).click();
    if (!keptByOutbox) {
      const message = await Promise.race([
        alerted,
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no alert within a minute')), 60_000)),
      ]);
      if (message !== form.success) throw new Error(`the form said "${message}"`);
      return;
    }
    await runClockUntil(page, () => element.getByRole('status').isVisible(), 'the outbox says it keeps it');
    await page.clock.fastForward(60 * 60_000);
    bringApiBack(unique);
    await runClockUntil(
      page,
      async () => ((await element.getByRole('status').textContent()) ?? '').includes('has now been sent'),
      'the outbox sent it',
      1_000,
    );
  } finally {
    bringApiBack(unique);
    await context.close();
  }
}

async function main(): Promise<void> {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'form-people-'));
  const dataFile = path.join(state, 'inquiries.jsonl');
  process.env.INQUIRY_DATA_FILE = dataFile;
  const stored = storedIn(dataFile);
  const site = await startBotCheckedSite(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows: string[] = [];
  try {
    for (const form of forms) {
      const tally: Tally = { once: 0, twice: 0, never: 0, kept: 0, keptOnce: 0 };
      const run = `${Date.now().toString(36)}`;
      const visitors = Array.from({ length: people }, (_, index) => ({
        unique: `p${run}x${index}`,
        kept: index % 10 === 9,
      }));
      let next = 0;
      const failures: string[] = [];
      await Promise.all(
        Array.from({ length: together }, async () => {
          while (next < visitors.length) {
            const visitor = visitors[next++]!;
            if (visitor.kept) takeApiDown(visitor.unique);
            await visit(browser, site.origin, form, visitor.unique, visitor.kept).catch((error: unknown) =>
              failures.push(`${visitor.unique}: ${error instanceof Error ? error.message.split('\n')[0] : error}`),
            );
          }
        }),
      );
      const lines = stored();
      for (const visitor of visitors) {
        const [field, value] = form.found(visitor.unique);
        const count = lines.filter((line) => (JSON.parse(line) as Record<string, unknown>)[field] === value).length;
        if (count === 1) tally.once += 1;
        else if (count === 0) tally.never += 1;
        else tally.twice += 1;
        if (visitor.kept) {
          tally.kept += 1;
          if (count === 1) tally.keptOnce += 1;
        }
      }
      rows.push(
        `| ${form.name} | ${people} | ${tally.once} | ${tally.twice} | ${tally.never} | ${tally.keptOnce} of ${tally.kept} |`,
      );
      for (const failure of failures.slice(0, 5)) console.error(`${form.name}: ${failure}`);
    }
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(state, { recursive: true, force: true });
  }
  console.log('Node server, the bot check on (the Turnstile stand-in):');
  console.log('| form | people | reached the API once | more than once | never | kept by the outbox, then sent once |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
