import { KB, firstLoadJs, remoteEntrySizes, sumGzip } from './bundle-sizes';

/**
 * Byte budgets checked from the build outputs, without a browser (part of `npm test`):
 *   node -r ts-node/register scripts/check-bundle-budget.ts
 * Exits 1 when a budget is missed.
 */
export const budgets = {
  /** JavaScript of a first visit to the home page, gzip. */
  homeFirstLoadJs: 170 * KB,
  /** Each remote's remoteEntry.js, gzip (mostly its copy of the federation runtime). */
  remoteEntry: 30 * KB,
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  const misses: string[] = [];
  const home = firstLoadJs('home');
  console.log('Home page first-load JavaScript (gzip):');
  for (const file of [...home].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.from}/${file.file}`);
  }
  const total = sumGzip(home);
  console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(budgets.homeFirstLoadJs)})`);
  if (total > budgets.homeFirstLoadJs) misses.push(`home first-load JS ${kb(total)} > ${kb(budgets.homeFirstLoadJs)}`);

  console.log('remoteEntry.js (gzip):');
  for (const [name, size] of Object.entries(remoteEntrySizes())) {
    console.log(`  ${kb(size).padStart(9)}  ${name} (budget ${kb(budgets.remoteEntry)})`);
    if (size > budgets.remoteEntry) misses.push(`${name}/remoteEntry.js ${kb(size)} > ${kb(budgets.remoteEntry)}`);
  }
  if (misses.length) {
    console.error(`Budgets missed:\n  ${misses.join('\n  ')}`);
    return 1;
  }
  console.log('All byte budgets met.');
  return 0;
}

process.exitCode = main();
