import { deployables, isDeployable } from '@radix/release-model';
import { storeFromEnv } from '../release/store/open-store';
import { prune } from '../release/records/retention';
import { releasesReport } from '../release/commands/report';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run releases [-- <name>] [--prune]`: each deployable's releases, which is live and since when,
 * which the gate refused and why, and the pages that show it. `--prune` removes the releases and site
 * releases no recent live site release names and that are older than a week; never the live one.
 */
const { positionals, flag } = commandLine({
  command: 'npm run releases --',
  positionals: [{ name: 'name', choices: deployables, optional: true }],
  flags: ['prune'],
});
const [name] = positionals;
const names = isDeployable(name) ? [name] : deployables;
async function main(): Promise<void> {
  const { store } = await storeFromEnv();
  if (flag('prune')) {
    const release = await store.lock();
    try {
      const removed = await prune(store, new Date());
      console.log(removed.length ? `removed:\n  ${removed.join('\n  ')}` : 'nothing to remove');
    } finally {
      await release();
    }
  }
  console.log(await releasesReport(store, names));
}
main().catch(reportFailure);
