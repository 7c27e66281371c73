import { closePreview, previewsReport, prunePreviews } from '../release/commands/named-previews';
import { storeFromEnv } from '../release/store/open-store';
import { commandLine, reportFailure } from './cli';

/**
 * `npm run previews [-- --close <name>] [--prune]`: every named preview (name, part, release, site
 * release, age, the gate's verdict); `--close` removes one, `--prune` those older than a week. Their
 * releases stay until `npm run releases -- --prune`. A preview's record is its own: no lock is taken.
 */
const { flag, value } = commandLine({
  command: 'npm run previews --',
  values: { close: 'name' },
  flags: ['prune'],
});
async function main(): Promise<void> {
  const { store } = await storeFromEnv();
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
  }
  console.log(await previewsReport(store, new Date()));
}
main().catch(reportFailure);
