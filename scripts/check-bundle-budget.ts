import { firstLoadJs, remoteEntrySizes, sumGzip, shellBootJs } from './bundle-sizes';
import { KB, byteBudgets as limits } from './budgets';

/**
 * The byte budgets (scripts/budgets.ts) checked from the build outputs, without a browser (part of `npm test`):
 *   node -r ts-node/register scripts/check-bundle-budget.ts
 * Exits 1 when a budget is missed.
 */
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  const failures: string[] = [];
  const home = firstLoadJs('home');
  console.log('Home page first-load JavaScript (gzip):');
  for (const file of [...home].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.from}/${file.file}`);
  }
  const shell = shellBootJs();
  const total = sumGzip(home);
  console.log(`  ${kb(shell).padStart(9)}  of which the shell's boot (limit ${kb(limits.shellBootJs)})`);
  console.log(`  ${kb(total).padStart(9)}  total (limit ${kb(limits.homeFirstLoadJs)})`);
  if (shell > limits.shellBootJs) failures.push(`shell boot JS ${kb(shell)} > ${kb(limits.shellBootJs)}`);
  if (total > limits.homeFirstLoadJs) failures.push(`home first-load JS ${kb(total)} > ${kb(limits.homeFirstLoadJs)}`);

  console.log('remoteEntry.js (gzip):');
  for (const [name, size] of Object.entries(remoteEntrySizes())) {
    console.log(`  ${kb(size).padStart(9)}  ${name} (limit ${kb(limits.remoteEntry)})`);
    if (size > limits.remoteEntry) failures.push(`${name}/remoteEntry.js ${kb(size)} > ${kb(limits.remoteEntry)}`);
  }
  if (failures.length) {
    console.error(`Budgets missed:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Byte limits met.');
  return 0;
}

process.exitCode = main();
