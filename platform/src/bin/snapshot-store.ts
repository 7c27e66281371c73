import path from 'node:path';
import { storeFromEnv } from '../release/store/open-store';
import { takeSnapshot } from '../release/store/snapshot-store';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run snapshot-store -- <folder>`: takes into a new folder what a plan is made against from the
 * store of `SITE_STORE` (its pointers and what may be served now, no more: `takeSnapshot`), reading
 * only. A job that holds a read-only key takes it; the job that deploys the preview gets it
 * as data (`SITE_STORE=<folder>`), with no key of production.
 */
const { positionals } = commandLine({ command: 'npm run snapshot-store --', positionals: [{ name: 'folder' }] });
async function main(): Promise<void> {
  const { store } = await storeFromEnv();
  const into = path.resolve(positionals[0] as string);
  const taken = await takeSnapshot(store, into);
  console.log(`${taken} objects of ${store.address} taken into ${into}`);
}
main().catch(reportFailure);
