import fs from 'node:fs';
import { allRoutes } from '@radix/site-kit/routes';
import { compileHintComment } from '@radix/tooling/compile-hint';
import { firstLoadJs, remoteEntrySizes, sumGzip, shellBootJs, type LoadedFile } from './bundle-sizes';
import { KB, byteBudgets as limits, firstLoadJsTarget } from '../measure/budgets';

/**
 * The byte budgets (scripts/measure/budgets.ts) checked from the build outputs, without a browser (part of `npm test`):
 *   node -r ts-node/register scripts/checks/check-bundle-budget.ts
 * Prints every route's first-load JavaScript against its target; exits 1 when a limit is missed, or
 * when a script the first load runs lacks V8's compile hint (`@radix/tooling/compile-hint`).
 */
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  const failures: string[] = [];
  console.log('Home page first-load JavaScript (gzip):');
  for (const file of [...firstLoadJs('home')].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(9)}  ${file.from}/${file.file}`);
  }
  const shell = shellBootJs();
  console.log(`  ${kb(shell).padStart(9)}  of which the shell's boot (limit ${kb(limits.shellBootJs)})`);
  if (shell > limits.shellBootJs) failures.push(`shell boot JS ${kb(shell)} > ${kb(limits.shellBootJs)}`);

  console.log('First-load JavaScript per route (gzip):');
  const loadedFiles = new Map<string, LoadedFile>();
  for (const route of allRoutes) {
    const files = firstLoadJs(route.key);
    files.forEach((file) => loadedFiles.set(file.path, file));
    const total = sumGzip(files);
    const target = firstLoadJsTarget(route.key);
    const verdict = total <= target ? 'meets' : `${kb(total - target)} over`;
    console.log(`  ${kb(total).padStart(9)}  ${route.path.padEnd(32)} target ${kb(target)}: ${verdict}`);
    if (total > target) failures.push(`${route.path} first-load JS ${kb(total)} > ${kb(target)}`);
  }

  for (const file of loadedFiles.values()) {
    if (!fs.readFileSync(file.path, 'utf8').startsWith(`${compileHintComment}\n`))
      failures.push(`${file.from}/${file.file} does not start with the compile hint "${compileHintComment}"`);
  }

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
