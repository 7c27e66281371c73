import { KB, firstLoadJs, remoteEntrySizes, sumGzip, shellBootJs } from './bundle-sizes';

/**
 * Byte budgets checked from the build outputs, without a browser (part of `npm test`):
 *   node -r ts-node/register scripts/check-bundle-budget.ts [--strict]
 * Limits fail the check (exit 1); targets not yet met are reported, and fail it only with --strict.
 */
export const limits = {
  /** The shell's own first load (entry, async boundary, the shared modules it consumes), gzip. */
  shellBootJs: 170 * KB,
  /** Each remote's remoteEntry.js, gzip (mostly its copy of the federation runtime). */
  remoteEntry: 30 * KB,
  /** Regression ceiling for everything a first visit of the home page loads (shell and its four remote modules). */
  homeFirstLoadJsCeiling: 250 * KB,
};

export const targets = {
  /** The budget for the home page's first-load JavaScript, remotes included. */
  homeFirstLoadJs: 170 * KB,
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  const failures: string[] = [];
  const missedTargets: string[] = [];
  const home = firstLoadJs('home');
  console.log('Home page first-load JavaScript (gzip):');
  for (const file of [...home].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.from}/${file.file}`);
  }
  const shell = shellBootJs();
  const total = sumGzip(home);
  console.log(`  ${kb(shell).padStart(9)}  of which the shell's boot (limit ${kb(limits.shellBootJs)})`);
  console.log(
    `  ${kb(total).padStart(9)}  total (target ${kb(targets.homeFirstLoadJs)}, limit ${kb(limits.homeFirstLoadJsCeiling)})`,
  );
  if (shell > limits.shellBootJs) failures.push(`shell boot JS ${kb(shell)} > ${kb(limits.shellBootJs)}`);
  if (total > limits.homeFirstLoadJsCeiling)
    failures.push(`home first-load JS ${kb(total)} > ${kb(limits.homeFirstLoadJsCeiling)}`);
  if (total > targets.homeFirstLoadJs)
    missedTargets.push(`home first-load JS ${kb(total)} > ${kb(targets.homeFirstLoadJs)}`);

  console.log('remoteEntry.js (gzip):');
  for (const [name, size] of Object.entries(remoteEntrySizes())) {
    console.log(`  ${kb(size).padStart(9)}  ${name} (limit ${kb(limits.remoteEntry)})`);
    if (size > limits.remoteEntry) failures.push(`${name}/remoteEntry.js ${kb(size)} > ${kb(limits.remoteEntry)}`);
  }
  if (missedTargets.length) console.log(`Targets not yet met:\n  ${missedTargets.join('\n  ')}`);
  const failed = process.argv.includes('--strict') ? [...failures, ...missedTargets] : failures;
  if (failed.length) {
    console.error(`Budgets missed:\n  ${failed.join('\n  ')}`);
    return 1;
  }
  console.log('Byte limits met.');
  return 0;
}

process.exitCode = main();
