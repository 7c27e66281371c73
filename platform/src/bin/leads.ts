import fs from 'node:fs';
import path from 'node:path';
import { refusalCounts, refusalsKeptDays, refusalTable } from '@radix/release-model';
import { localEdgeDatabaseFile } from '../local-edge/read-page-views';
import { openSqlite } from '../local-edge/sqlite-database';
import { root } from '../site/deployables';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run leads [-- --sqlite <file>]`: the forms' calls the bot check refused, counted by reason and
 * day (kept 90 days, `refusalsKeptDays`; nothing else of a refused call is kept). It reads the local edge's D1 database
 * (in `EDGE_STATE`, default `edge-state/`), or the SQLite file `--sqlite` names: the Node server's is
 * `vitals.sqlite` in its site root. Nothing refused yet is a line saying so, and exit 0.
 */
const { value } = commandLine({ command: 'npm run leads --', values: { sqlite: 'file' } });

function databaseFile(): string | undefined {
  const sqlite = value('sqlite');
  if (sqlite) {
    if (!fs.existsSync(sqlite)) throw new Error(`${sqlite} does not exist`);
    return sqlite;
  }
  const state = path.resolve(process.env.EDGE_STATE ?? path.join(root, 'edge-state'));
  return fs.existsSync(path.join(state, 'd1')) ? localEdgeDatabaseFile(state) : undefined;
}

async function main(): Promise<void> {
  const file = databaseFile();
  if (!file) {
    console.log('No form call has been refused (the local edge has no database yet).');
    return;
  }
  const database = openSqlite(file, { readOnly: true });
  try {
    console.log(refusalTable(await refusalCounts(database)));
    console.log(`(from ${file}; counts by reason and day, kept ${refusalsKeptDays} days)`);
  } finally {
    database.close();
  }
}

main().catch(reportFailure);
