import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { allRoutes } from '@radix/site-kit/routes';
import { chromiumArgs, chromiumPath, root, serveBuilds } from '@radix/platform';
import { previewStaticCopies } from './audit-static';
import { auditBudgets } from './budgets';

/**
 * Lighthouse on every route of the production build, mobile and desktop, against the budgets:
 *   npm run audit [-- --no-build] [--routes=/,/aboutus] [--preset=mobile|desktop] [--port=8580] [--from-saved]
 *                 [--static=/,/leave-management-software]
 * Builds everything first unless --no-build; serves the build itself; ~11 s per page and preset.
 * Writes the numbers to audit-results/summary.json (and each Lighthouse report beside it); exits 1 with --strict when a budget is missed.
 * The routes of --static (default: home and a product page) are also measured on mobile as static
 * HTML, the same rendered page with its scripts removed: the LCP ratio page / static is the cost of
 * the scripts to the first paint (budget: at most 1.2).
 */

type Preset = 'mobile' | 'desktop';

const budgets = auditBudgets;

const chromeFlags = ['--headless=new', ...chromiumArgs];

interface RouteResult {
  route: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  misses: string[];
  /** Failed audits of the 100-point categories, to name the cause of a miss. */
  failing: string[];
}

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const score = (lhr: RunnerResult['lhr'], category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: RunnerResult['lhr'], audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Bytes on the wire (gzip here: Chromium asks for br only over HTTPS) of every script the page loaded. */
function scriptKb(lhr: RunnerResult['lhr']): number {
  const items = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const bytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

function failingAudits(lhr: RunnerResult['lhr']): string[] {
  const ids = ['accessibility', 'best-practices', 'seo'].flatMap(
    (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
  );
  return ids.filter((id) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null && audit.score < 1;
  });
}

function evaluate(lhr: RunnerResult['lhr'], route: string, preset: Preset): RouteResult {
  const result: RouteResult = {
    route,
    preset,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsKb: scriptKb(lhr),
    misses: [],
    failing: failingAudits(lhr),
  };
  if (preset === 'mobile' && result.performance < budgets.performanceMobile) result.misses.push('perf');
  if (result.accessibility < budgets.otherCategories) result.misses.push('a11y');
  if (result.bestPractices < budgets.otherCategories) result.misses.push('bp');
  if (result.seo < budgets.otherCategories) result.misses.push('seo');
  if (!(result.cls < budgets.cls)) result.misses.push('cls');
  if (preset === 'mobile' && result.tbtMs > budgets.tbtMs) result.misses.push('tbt');
  if (preset === 'mobile' && route === '/' && result.jsKb > budgets.homeFirstLoadJsKb) result.misses.push('js');
  return result;
}

function printTable(results: RouteResult[]): void {
  const header = [
    'route',
    'preset',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'JS KB gz',
    'budgets missed',
  ];
  const rows = results.map((r) => [
    r.route,
    r.preset,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    r.lcpMs.toFixed(0),
    r.cls.toFixed(3),
    r.tbtMs.toFixed(0),
    r.jsKb.toFixed(1),
    r.misses.join(' ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}

async function main(): Promise<void> {
  const routes = option('routes')?.split(',') ?? allRoutes.map((route) => route.path);
  const presetOption = option('preset');
  const presets: Preset[] =
    presetOption === 'mobile' || presetOption === 'desktop' ? [presetOption] : ['mobile', 'desktop'];
  const port = Number(option('port') ?? 8580);
  if (!process.argv.includes('--no-build') && !process.argv.includes('--from-saved')) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  const out = path.join(root, 'audit-results');
  const results: RouteResult[] = [];
  const ratios: { route: string; lcpMs: number; staticLcpMs: number; ratio: number }[] = [];
  const saved = (preset: Preset, route: string) => path.join(out, `${preset}${route.replace(/\W+/g, '_')}.json`);
  if (process.argv.includes('--from-saved')) {
    // Only the table, from the reports of earlier runs (audit in several sittings, e.g. a few routes at a time).
    for (const preset of presets) {
      for (const route of routes)
        results.push(evaluate(JSON.parse(fs.readFileSync(saved(preset, route), 'utf8')), route, preset));
    }
  } else {
    const { stop, hosting } = await serveBuilds({ port });
    const staticRoutes = option('static')?.split(',') ?? ['/', '/leave-management-software'];
    // The static copies are served as the candidate on the preview origin, beside the live pages.
    const staticPort = hosting.previewPort;
    await previewStaticCopies(hosting.siteRoot, staticRoutes);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags,
    });
    const audit = async (url: string, preset: Preset) => {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that run is measured again, once.
      for (let attempt = 1; ; attempt += 1) {
        const run = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
        if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (!run.lhr.runtimeError) return run.lhr;
        if (attempt === 2) throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
        console.error(`${url}: ${run.lhr.runtimeError.code}, measuring again`);
      }
    };
    try {
      fs.mkdirSync(out, { recursive: true });
      const mobileLcp = new Map<string, number>();
      for (const preset of presets) {
        for (const route of routes) {
          const lhr = await audit(`http://127.0.0.1:${port}${route}`, preset);
          fs.writeFileSync(saved(preset, route), JSON.stringify(lhr));
          if (preset === 'mobile') mobileLcp.set(route, numeric(lhr, 'largest-contentful-paint'));
          const result = evaluate(lhr, route, preset);
          results.push(result);
          console.error(
            `${preset} ${route}: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}`,
          );
        }
      }
      // The page's own LCP is the one in the table when the run measured it on mobile already.
      const lcpOf = async (url: string) => numeric(await audit(url, 'mobile'), 'largest-contentful-paint');
      for (const route of staticRoutes) {
        const page = mobileLcp.get(route) ?? (await lcpOf(`http://127.0.0.1:${port}${route}`));
        const plain = await lcpOf(`http://127.0.0.1:${staticPort}${route}`);
        ratios.push({ route, lcpMs: page, staticLcpMs: plain, ratio: page / plain });
      }
    } finally {
      chrome.kill();
      await stop();
      fs.rmSync(hosting.siteRoot, { recursive: true, force: true });
    }
  }

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
      ? `\n${missed.length} of ${results.length} runs miss a budget (perf >= ${budgets.performanceMobile} mobile, a11y/bp/seo ${budgets.otherCategories}, CLS < ${budgets.cls}, TBT <= ${budgets.tbtMs} ms and home JS <= ${budgets.homeFirstLoadJsKb} KB mobile).`
      : `\nAll ${results.length} runs meet the budgets.`,
  );
  fs.writeFileSync(path.join(out, 'summary.json'), `${JSON.stringify({ budgets, results, ratios }, null, 2)}\n`);
  const ratiosOver = ratios.filter((r) => r.ratio > budgets.lcpRatioToStatic);
  if (process.argv.includes('--strict') && (missed.length || ratiosOver.length)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
