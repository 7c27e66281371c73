import { migrateStore } from '../release/records/migrate';
import { storeFromEnv } from '../release/store/open-store';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run migrate-store`: rewrites the records of old shapes in the store of `SITE_STORE` (or
 * `SITE_ROOT`) into the current ones, under the store's lease, and prints a line for each; the
 * readers take only the current shapes. Idempotent: the pipeline runs it before every deploy.
 */
commandLine({ command: 'npm run migrate-store' });
async function main(): Promise<void> {
  const { store } = await storeFromEnv();
  const letGo = await store.lock();
  try {
    const lines = await migrateStore(store, new Date());
    for (const line of lines) console.log(`migrated ${line}`);
    console.log(
      lines.length ? `${lines.length} records migrated in ${store.address}` : `nothing to migrate in ${store.address}`,
    );
  } finally {
    await letGo();
  }
}
main().catch(reportFailure);
