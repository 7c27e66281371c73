import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import type { PageViewRow } from '@radix/release-model';
import { edgePackageDir } from './local-edge';
import { pageViewsSql } from './read-page-views';

/** The production D1 database of visitors' measurements, as `edge/wrangler.toml` names it. */
export const remoteDatabase = 'radix-vitals';

/** A row of `page_views` as D1 answers it, held to the release model's `PageViewRow` by the type checker. */
const pageViewRow = z.object({
  id: z.number(),
  received_at: z.number(),
  site_release: z.string(),
  shell_release: z.string().nullable(),
  remotes: z.string().nullable(),
  arm: z.enum(['stable', 'canary']).nullable(),
  path: z.string().nullable(),
  device: z.enum(['mobile', 'desktop']).nullable(),
  country: z.string().nullable(),
  lcp: z.number().nullable(),
  inp: z.number().nullable(),
  cls: z.number().nullable(),
  lcp_owner: z.string().nullable(),
  inp_owner: z.string().nullable(),
  errors: z.number(),
  federation_failures: z.number(),
}) satisfies z.ZodType<PageViewRow>;

/**
 * What `wrangler d1 execute --json` prints: one result per statement, as D1's query API answers
 * (`[{ "results": [...], "success": true, "meta": {...} }]`), or `{ "error": {...} }` when it failed.
 */
const executed = z.union([
  z.array(z.object({ results: z.array(z.unknown()), success: z.boolean() })),
  z.object({ error: z.object({ text: z.string().optional(), message: z.string().optional() }).passthrough() }),
]);

/** The page views in `wrangler d1 execute --json`'s output; throws with wrangler's reason when it failed. */
export function parseExecuted(text: string): PageViewRow[] {
  const parsed = executed.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`wrangler d1 execute printed what is not its JSON: ${text.slice(0, 200)}`);
  const answer = parsed.data;
  if (!Array.isArray(answer))
    throw new Error(
      `wrangler d1 execute failed: ${answer.error.text ?? answer.error.message ?? JSON.stringify(answer.error)}`,
    );
  const failed = answer.find((result) => !result.success);
  if (failed) throw new Error('wrangler d1 execute: the query did not succeed');
  return answer
    .flatMap((result) => result.results)
    .map((row, index) => {
      const checked = pageViewRow.safeParse(row);
      if (checked.success) return checked.data;
      const [issue] = checked.error.issues;
      throw new Error(
        `wrangler d1 execute: row ${index + 1} is not a page view (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
      );
    });
}

export type Run = (file: string, args: string[], cwd: string) => Promise<string>;

const runFile: Run = async (file, args, cwd) =>
  (await promisify(execFile)(file, args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' })).stdout;

/**
 * Every page view of the production D1 database, read with `wrangler d1 execute <database> --remote
 * --json` (the account from wrangler's login or `CLOUDFLARE_API_TOKEN`), oldest first.
 */
export async function remotePageViews(database = remoteDatabase, run: Run = runFile): Promise<PageViewRow[]> {
  const wrangler = path.join(
    path.dirname(createRequire(path.join(edgePackageDir, 'package.json')).resolve('wrangler/package.json')),
    'bin',
    'wrangler.js',
  );
  const args = [wrangler, 'd1', 'execute', database, '--remote', '--json', '--command', pageViewsSql];
  return parseExecuted(await run(process.execPath, args, edgePackageDir));
}
