import fs from 'node:fs';
import path from 'node:path';
import { figuresPerRelease, figuresTable, type PageViewRow } from '@radix/release-model';
import { localEdgeDatabaseFile, pageViewsIn } from '../local-edge/read-page-views';
import { remoteDatabase, remotePageViews } from '../local-edge/remote-page-views';
import { reportPage } from '../local-edge/report-page';
import { canaryVerdicts } from '../release/commands/canary-report';
import { storeFromEnv } from '../release/store/open-store';
import { root } from '../site/deployables';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run vitals [-- --sqlite <file> | --remote] [--html <file>]`: what visitors' browsers
 * reported, per site release: page views, p75 LCP, INP and CLS, errors per 100 page views,
 * federation failures; and an HTML page (default `vitals-report.html`) that opens with no server:
 * each Core Web Vital rated with the count behind it, split by route, device and owning part, each
 * canary's arms side by side with the judge's verdicts (read from `SITE_STORE` when it is set), a
 * chart per measure over time. It reads the local edge's D1 database (in `EDGE_STATE`, default
 * `edge-state/`), the SQLite file `--sqlite` names, or with `--remote` the production D1 through
 * wrangler. No page view yet is an empty table, and exit 0.
 */
const { value, flag } = commandLine({
  command: 'npm run vitals --',
  values: { sqlite: 'file', html: 'file' },
  flags: ['remote'],
});

async function pageViews(): Promise<{ rows: PageViewRow[]; from: string }> {
  if (flag('remote')) return { rows: await remotePageViews(), from: `the production D1 ${remoteDatabase}` };
  const sqlite = value('sqlite');
  if (sqlite) return { rows: await pageViewsIn(sqlite), from: sqlite };
  const state = path.resolve(process.env.EDGE_STATE ?? path.join(root, 'edge-state'));
  try {
    const file = localEdgeDatabaseFile(state);
    return { rows: await pageViewsIn(file), from: file };
  } catch (error) {
    if (!fs.existsSync(path.join(state, 'd1'))) return { rows: [], from: `${state} (no D1 database yet)` };
    throw error;
  }
}

async function main(): Promise<void> {
  if (flag('remote') && value('sqlite')) throw new Error('--remote and --sqlite name two databases: give one');
  const { rows, from } = await pageViews();
  const releases = figuresPerRelease(rows);
  console.log(figuresTable(releases));
  if (!rows.length) console.log(`No page view has reported yet (${from}).`);
  const verdicts = process.env.SITE_STORE ? await canaryVerdicts((await storeFromEnv()).store) : [];
  const html = path.resolve(value('html') ?? 'vitals-report.html');
  fs.writeFileSync(html, reportPage(rows, releases, new Date(), verdicts));
  console.log(`The report: ${html}`);
}

main().catch(reportFailure);
