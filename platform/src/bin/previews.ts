import { closePreview, previewsReport, prunePreviews } from '../release/commands/named-previews';
import { prune } from '../release/records/retention';
import { previewStoreFromEnv } from '../release/store/open-store';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run previews [-- --close <name>] [--prune]`, on the named previews' own bucket (`PREVIEW_STORE`):
 * every named preview (name, part, release, site release, age, the gate's verdict); `--close` removes
 * one, `--prune` those older than a week, then the releases and site releases of that bucket no
 * preview names any more (those of the last week stay, as `npm run releases -- --prune` keeps them).
 * A preview's record is its own: no lock is taken.
 */
const { flag, value } = commandLine({
  command: 'npm run previews --',
  values: { close: 'name' },
  flags: ['prune'],
});
async function main(): Promise<void> {
  const store = previewStoreFromEnv();
  const close = value('close');
  if (close) {
    await closePreview(store, close);
    console.log(`closed preview ${close}`);
  }
  if (flag('prune')) {
    const removed = await prunePreviews(store, new Date());
    console.log(
      removed.length ? `closed, older than a week: ${removed.join(', ')}` : 'no preview is older than a week',
    );
    const unnamed = await prune(store, new Date());
    console.log(unnamed.length ? `removed, named by no preview: ${unnamed.join(', ')}` : 'nothing else to remove');
  }
  console.log(await previewsReport(store, new Date()));
}
main().catch(reportFailure);
