import { storeFromEnv } from '../release/store/open-store';
import { recordUnlock } from '../release/records/site-releases';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run unlock`: ends at once the lease of a release command that died (a killed runner), instead
 * of waiting for it to run out, on the store of `SITE_STORE` (or `SITE_ROOT`). Names the holder it
 * ended and writes that to the history; refuses when no command holds the store. A command whose
 * lease was ended this way, if it still runs, stops before its next write.
 */
commandLine({ command: 'npm run unlock' });
async function main(): Promise<void> {
  const { store } = await storeFromEnv();
  const { ended, letGo } = await store.takeOver();
  try {
    await recordUnlock(store, ended, new Date());
  } finally {
    await letGo();
  }
  console.log(`ended the lease of ${ended} on ${store.address}`);
}
main().catch(reportFailure);
