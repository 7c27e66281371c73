import {
  countNoScriptPost,
  countRefusal,
  noScriptPostsPerHour,
  refusalCounts,
  refusalTable,
  refusalsKeptDays,
} from '@radix/release-model';
import { migrateVitals } from '../migrations';
import { openSqlite } from '../sqlite-database';

const day = 24 * 60 * 60_000;
const t0 = Date.UTC(2026, 11, 7, 9);

async function migrated() {
  const database = openSqlite(':memory:');
  await migrateVitals(database);
  return database;
}

describe("the forms' refusals, as the edge's D1 and the Node server's SQLite keep them", () => {
  it('counts each refusal by reason and day, keeps nothing else, and prunes days older than it keeps', async () => {
    const database = await migrated();
    await countRefusal(database, 'honeypot', t0 - (refusalsKeptDays + 1) * day);
    await countRefusal(database, 'honeypot', t0 - day);
    await countRefusal(database, 'honeypot', t0);
    await countRefusal(database, 'honeypot', t0 + 1);
    await countRefusal(database, 'token-refused', t0);
    expect(await refusalCounts(database)).toEqual([
      { day: '2026-12-07', reason: 'honeypot', count: 2 },
      { day: '2026-12-07', reason: 'token-refused', count: 1 },
      { day: '2026-12-06', reason: 'honeypot', count: 1 },
    ]);
    const columns = (await database.prepare('PRAGMA table_info(form_refusals)').all<{ name: string }>()).results;
    expect(columns.map((column) => column.name)).toEqual(['day', 'reason', 'count']);
    expect(refusalTable(await refusalCounts(database)).split('\n')).toEqual([
      'day         honeypot  token-refused  total',
      '2026-12-07         2              1      3',
      '2026-12-06         1              0      1',
    ]);
    expect(refusalTable([])).toBe('No form call has been refused.');
  });

  it("counts a network's no-script posts per hour under a keyed hash, never its address", async () => {
    const database = await migrated();
    const allowed = [];
    for (let index = 0; index < noScriptPostsPerHour + 2; index += 1)
      allowed.push(await countNoScriptPost(database, '203.0.113.0/24', 'secret', t0 + index));
    expect(allowed).toEqual([...Array<boolean>(noScriptPostsPerHour).fill(true), false, false]);
    expect(await countNoScriptPost(database, '198.51.100.0/24', 'secret', t0)).toBe(true);
    expect(await countNoScriptPost(database, '203.0.113.0/24', 'secret', t0 + 60 * 60_000)).toBe(true);
    const networks = (await database.prepare('SELECT network FROM form_posts').all<{ network: string }>()).results;
    expect(networks.every((row) => /^[0-9a-f]{64}$/.test(row.network))).toBe(true);
  });
});
