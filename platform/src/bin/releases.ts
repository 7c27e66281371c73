import { deployables, isDeployable } from '../release/layout';
import { prune } from '../release/retention';
import { releasesReport } from '../release/report';
import { FolderStore } from '../release/store';
import { hostingFromEnv } from '../site/hosting';
import { parseArgs } from './cli';

/**
 * `npm run releases [-- <name>] [--prune]`: each deployable's releases, which is live and since when,
 * and the pages that show it. `--prune` removes the releases and site releases no recent live site
 * release names and that are older than a week; never the live one.
 */
const { positional, flag } = parseArgs();
const [name] = positional;
if (name !== undefined && !isDeployable(name)) {
  console.error(`usage: npm run releases [-- <${deployables.join('|')}>] [--prune]`);
  process.exit(2);
}
const names = isDeployable(name) ? [name] : deployables;
const store = new FolderStore(hostingFromEnv().siteRoot);
async function main(): Promise<void> {
  if (flag('prune')) {
    const removed = await prune(store, new Date());
    console.log(removed.length ? `removed:\n  ${removed.join('\n  ')}` : 'nothing to remove');
  }
  console.log(releasesReport(store.root, names));
}
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
