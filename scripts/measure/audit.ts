import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { allRoutes } from '@radix/site-kit/routes';
import { chromiumArgs, chromiumPath, root, serveBuilds } from '@radix/platform';
import { startSite } from '../../harness/processes';
import { previewStaticCopies } from './audit-static';
import { median, spread } from './audit-stats';
import { auditBudgets } from './budgets';
import { evaluate, measure, numeric, type Preset, type RouteResult, type RunResult } from './audit/figures';
import { lighthouseAuditor } from './audit/lighthouse';
import { calibrate } from './calibrate';
import { describeCalibration, isPhone, phones, type Calibration, type Phone } from './phones';

/**
 * Lighthouse on every route of the production build, mobile and desktop, against the budgets:
 *   npm run audit [-- --no-build] [--routes=/,/aboutus] [--preset=mobile|desktop] [--phone=low|mid] [--runs=3]
 *                 [--port=8580] [--from-saved] [--static=/,/leave-management-software] [--server=node|edge]
 *                 [--site=http://127.0.0.1:8680 [--static-site=http://127.0.0.1:8685]] [--out=audit-results]
 * Builds everything first unless --no-build; serves the build itself; ~11 s per page, preset and run.
 * Mobile is measured as a phone (--phone, the low-tier one by default; the budgets hold for it): the
 * CPU is slowed down by this machine's benchmarkIndex, the median of 5 readings taken before the
 * runs, over the phone's (`scripts/measure/phones.ts`), and the phone, the slowdown and the index are printed.
 * Each route is measured --runs times (3 by default): the table gives the median of each figure, the
 * spread (lowest-highest) of performance, LCP and TBT, and the budgets are judged on the medians.
 * Lighthouse's benchmarkIndex (the machine's speed: CI's kind measured 2385 idle) is printed with
 * them, since the figures depend on it. Writes the numbers to audit-results/summary.json (and each
 * Lighthouse report beside it); exits 1 with --strict when a budget is missed.
 * `--server=edge` measures the site at the local edge (`npm run serve:edge`) instead of the Node
 * server: the table's "origins" column shows how many origins a page's requests went to.
 * The routes of --static (default: home and a product page) are also measured on mobile as static
 * HTML, the same rendered page with its scripts removed: the LCP ratio page / static (medians) is the
 * cost of the scripts to the first paint (budget in scripts/measure/budgets.ts).
 * `--site` measures a site served elsewhere instead (another commit's build, for a before-and-after
 * table), with its static copies at `--static-site`; `--out` keeps its reports apart from this build's.
 */

const budgets = auditBudgets;

const chromeFlags = ['--headless=new', ...chromiumArgs];

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const readOptions = () =>
  parseArgs({
    options: {
      routes: text,
      preset: text,
      phone: text,
      runs: text,
      port: text,
      server: text,
      static: text,
      site: text,
      'static-site': text,
      out: text,
      'no-build': flag,
      'from-saved': flag,
      strict: flag,
    },
    strict: true,
  }).values;

function printTable(results: RouteResult[]): void {
  const header = [
    'route',
    'preset',
    'runs',
    'perf (spread)',
    'a11y',
    'bp',
    'seo',
    'LCP ms (spread)',
    'CLS',
    'TBT ms (spread)',
    'JS KB gz',
    'origins',
    'budgets missed',
  ];
  const withSpread = (value: number, { min, max }: { min: number; max: number }) =>
    `${value.toFixed(0)} (${min.toFixed(0)}-${max.toFixed(0)})`;
  const rows = results.map((r) => [
    r.route,
    r.preset,
    String(r.runs),
    withSpread(r.performance, r.spread.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    withSpread(r.lcpMs, r.spread.lcpMs),
    r.cls.toFixed(3),
    withSpread(r.tbtMs, r.spread.tbtMs),
    r.jsKb.toFixed(1),
    String(r.origins),
    r.misses.join(' ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}

/**
 * The site the audit measures, this checkout's builds as visitors get them: on the Node server, with
 * the static copies of `staticRoutes` on its preview origin; or at the local edge (`--server=edge`),
 * where every file of a page comes from the site's own origin.
 */
async function serveForAudit(
  server: 'node' | 'edge',
  port: number,
  staticRoutes: readonly string[],
): Promise<{ base: string; staticBase?: string; stop: () => Promise<void> }> {
  if (server === 'edge') {
    const state = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-edge-'));
    const site = await startSite('serve:edge', { PORT: String(port), EDGE_STATE: state });
    return {
      base: `http://localhost:${port}`,
      stop: async () => {
        await site.stop();
        fs.rmSync(state, { recursive: true, force: true });
      },
    };
  }
  const { stop, hosting } = await serveBuilds({ port });
  // The static copies are served as the candidate on the preview origin, beside the live pages.
  await previewStaticCopies(hosting.siteRoot, staticRoutes);
  return {
    base: hosting.siteOrigin,
    staticBase: hosting.previewOrigin,
    stop: async () => {
      await stop();
      fs.rmSync(hosting.siteRoot, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const routes = options.routes?.split(',') ?? allRoutes.map((route) => route.path);
  const presetOption = options.preset;
  const presets: Preset[] =
    presetOption === 'mobile' || presetOption === 'desktop' ? [presetOption] : ['mobile', 'desktop'];
  const port = Number(options.port ?? 8580);
  const runs = Number(options.runs ?? 3);
  const server = options.server ?? 'node';
  if (server !== 'node' && server !== 'edge') throw new Error(`--server is node or edge, not ${server}`);
  if (!options['no-build'] && !options['from-saved'] && !options.site) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  const out = path.resolve(root, options.out ?? 'audit-results');
  const results: RouteResult[] = [];
  const ratios: { route: string; lcpMs: number; staticLcpMs: number; ratio: number }[] = [];
  const phoneOption = options.phone ?? 'low';
  if (!isPhone(phoneOption)) throw new Error(`--phone is one of ${Object.keys(phones).join(', ')}, not ${phoneOption}`);
  const phone: Phone = phoneOption;
  let calibration: Calibration | undefined;
  const savedCalibration = path.join(out, `calibration-${phone}.json`);
  const saved = (preset: Preset, route: string, run: number) =>
    path.join(
      out,
      `${server === 'edge' ? 'edge-' : ''}${preset === 'mobile' ? `mobile-${phone}` : preset}${route.replace(/\W+/g, '_')}.${run}.json`,
    );
  if (options['from-saved']) {
    if (presets.includes('mobile') && fs.existsSync(savedCalibration)) {
      calibration = JSON.parse(fs.readFileSync(savedCalibration, 'utf8')) as Calibration;
    }
    // Only the table, from the reports of earlier runs (audit in several sittings, e.g. a few routes at a time).
    for (const preset of presets) {
      for (const route of routes) {
        const reports = Array.from({ length: runs }, (_, run) => saved(preset, route, run + 1)).filter(fs.existsSync);
        const measured = reports.map((file) => measure(JSON.parse(fs.readFileSync(file, 'utf8'))));
        results.push(evaluate(measured, route, preset));
      }
    }
  } else {
    const staticRoutes = options.static?.split(',').filter(Boolean) ?? ['/', '/leave-management-software'];
    const site = options.site;
    const served = site
      ? { base: site, staticBase: options['static-site'], stop: async () => undefined }
      : await serveForAudit(server, port, staticRoutes);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags,
    });
    if (presets.includes('mobile')) {
      calibration = await calibrate(chrome.port, phone);
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(savedCalibration, `${JSON.stringify(calibration, null, 2)}\n`);
      console.error(`Mobile as a ${describeCalibration(calibration)}`);
    }
    const audit = lighthouseAuditor(chrome.port, calibration?.cpuSlowdown);
    try {
      fs.mkdirSync(out, { recursive: true });
      const mobileLcp = new Map<string, number>();
      for (const preset of presets) {
        for (const route of routes) {
          const measured: RunResult[] = [];
          for (let run = 1; run <= runs; run += 1) {
            const lhr = await audit(`${served.base}${route}`, preset);
            fs.writeFileSync(saved(preset, route, run), JSON.stringify(lhr));
            measured.push(measure(lhr));
          }
          const result = evaluate(measured, route, preset);
          if (preset === 'mobile') mobileLcp.set(route, result.lcpMs);
          results.push(result);
          console.error(
            `${preset} ${route}: perf ${result.performance}, TBT ${result.tbtMs.toFixed(0)} ms (median of ${runs}), benchmarkIndex ${result.benchmarkIndex}`,
          );
        }
      }
      // The page's own LCP is the one in the table when the run measured it on mobile already.
      const lcpOf = async (url: string) => {
        const lcps: number[] = [];
        for (let run = 1; run <= runs; run += 1)
          lcps.push(numeric(await audit(url, 'mobile'), 'largest-contentful-paint'));
        return median(lcps);
      };
      for (const route of served.staticBase ? staticRoutes : []) {
        const page = mobileLcp.get(route) ?? (await lcpOf(`${served.base}${route}`));
        const plain = await lcpOf(`${served.staticBase}${route}`);
        ratios.push({ route, lcpMs: page, staticLcpMs: plain, ratio: page / plain });
      }
    } finally {
      chrome.kill();
      await served.stop();
    }
  }

  const benchmark = spread(results.map((r) => r.benchmarkIndex));
  if (calibration) console.log(`Mobile measured as a ${describeCalibration(calibration)}.`);
  console.log(
    `Lighthouse benchmarkIndex (median per route) ${median(results.map((r) => r.benchmarkIndex)).toFixed(0)}, from ${benchmark.min.toFixed(0)} to ${benchmark.max.toFixed(0)}: CI's machine kind measured 2385 idle.\n`,
  );
  printTable(results);
  const failing = results.filter((r) => r.failing.length);
  if (failing.length) {
    console.log('\nAudits below 100 in accessibility, best practices or SEO:');
    failing.forEach((r) => console.log(`  ${r.preset} ${r.route}: ${r.failing.join(', ')}`));
  }
  if (ratios.length) console.log('\nLCP of the page / LCP of its static copy (mobile, scripts removed):');
  for (const r of ratios) {
    const verdict = r.ratio <= budgets.lcpRatioToStatic ? 'within' : 'OVER';
    console.log(
      `  ${r.route}: ${r.lcpMs.toFixed(0)} ms / ${r.staticLcpMs.toFixed(0)} ms = ${r.ratio.toFixed(2)} (${verdict} ${budgets.lcpRatioToStatic})`,
    );
  }
  const missed = results.filter((r) => r.misses.length);
  console.log(
    missed.length
      ? `\n${missed.length} of ${results.length} routes and presets miss a budget on their medians (perf >= ${budgets.performanceMobile} mobile, a11y/bp/seo ${budgets.otherCategories}, CLS ${budgets.cls}, TBT <= ${budgets.tbtMs} ms and JS within the route's target, mobile).`
      : `\nAll ${results.length} routes and presets meet the budgets on their medians.`,
  );
  fs.writeFileSync(
    path.join(out, 'summary.json'),
    `${JSON.stringify({ budgets, calibration, results, ratios }, null, 2)}\n`,
  );
  const ratiosOver = ratios.filter((r) => r.ratio > budgets.lcpRatioToStatic);
  if (options.strict && (missed.length || ratiosOver.length)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  // An option it does not take is refused in one line that names it, before anything is built or served.
  const refused = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(refused ? `npm run audit: ${(error as Error).message}` : error);
  process.exit(refused ? 2 : 1);
});
