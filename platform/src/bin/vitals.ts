import fs from 'node:fs';
import path from 'node:path';
import { figuresPerRelease, figuresTable } from '@radix/release-model';
import { localEdgeDatabaseFile, pageViewsIn } from '../local-edge/read-page-views';
import { reportPage } from '../local-edge/report-page';
import { root } from '../site/deployables';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run vitals [-- --sqlite <file>] [--html <file>]`: what visitors' browsers reported, per site
 * release: page views, p75 LCP, INP and CLS, errors per 100 page views, federation failures; and an
 * HTML page (default `vitals-report.html`) with a chart per measure over time, which opens with no
 * server. It reads the local edge's D1 database (in `EDGE_STATE`, default `edge-state/`), or the
 * SQLite file `--sqlite` names.
 */
const { value } = commandLine({ command: 'npm run vitals --', values: { sqlite: 'file', html: 'file' } });

async function main(): Promise<void> {
  const file =
    value('sqlite') ?? localEdgeDatabaseFile(path.resolve(process.env.EDGE_STATE ?? path.join(root, 'edge-state')));
  const rows = await pageViewsIn(file);
  const releases = figuresPerRelease(rows);
  console.log(rows.length ? figuresTable(releases) : `No page view has reported yet (${file}).`);
  const html = path.resolve(value('html') ?? 'vitals-report.html');
  fs.writeFileSync(html, reportPage(rows, releases, new Date()));
  console.log(`The report with its charts: ${html}`);
}

main().catch(reportFailure);
