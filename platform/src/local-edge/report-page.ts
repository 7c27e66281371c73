import { figuresOf, figuresTable, type PageViewRow, type ReleaseFigures } from '@radix/release-model';
import { groupedBy } from './ratings';
import { canaries, escape, splits, type Verdict, vitalsTable } from './report-tables';

type Measure = {
  title: string;
  unit: string;
  digits: number;
  value: (rows: readonly PageViewRow[]) => number | undefined;
};

/** The measures charted over time, each from the page views of one stretch of time. */
const measures: Measure[] = [
  { title: 'p75 LCP', unit: 'ms', digits: 0, value: (rows) => figuresOf(rows).lcp },
  { title: 'p75 INP', unit: 'ms', digits: 0, value: (rows) => figuresOf(rows).inp },
  { title: 'p75 CLS', unit: '', digits: 3, value: (rows) => figuresOf(rows).cls },
  { title: 'Errors per 100 page views', unit: '', digits: 1, value: (rows) => figuresOf(rows).errorsPer100 },
  {
    title: 'Federation failures',
    unit: '',
    digits: 0,
    value: (rows) => figuresOf(rows).federationFailures,
  },
];

/** How many stretches of time a chart has at most. */
const stretches = 30;
const width = 760;
const height = 220;
const margin = { left: 64, right: 16, top: 28, bottom: 36 };
const palette = ['#0d6efd', '#d63384', '#198754', '#fd7e14', '#6f42c1', '#20c997'];

const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The page views cut into equal stretches of time between the first and the last. */
function byStretch(rows: readonly PageViewRow[], from: number, to: number): { at: number; rows: PageViewRow[] }[] {
  const count = Math.min(stretches, rows.length);
  const span = Math.max(to - from, 1);
  const cut = Array.from({ length: count }, (_, index) => ({
    at: from + (span * (index + 0.5)) / count,
    rows: [] as PageViewRow[],
  }));
  for (const row of rows)
    cut[Math.min(count - 1, Math.floor(((row.received_at - from) / span) * count))]?.rows.push(row);
  return cut.filter((stretch) => stretch.rows.length);
}

function chart(measure: Measure, rows: readonly PageViewRow[], releases: readonly ReleaseFigures[]): string {
  const from = Math.min(...rows.map((row) => row.received_at));
  const to = Math.max(...rows.map((row) => row.received_at));
  const points = byStretch(rows, from, to)
    .map((stretch) => ({ at: stretch.at, value: measure.value(stretch.rows) }))
    .filter((point): point is { at: number; value: number } => point.value !== undefined);
  const top = Math.max(...points.map((point) => point.value), 0) * 1.1 || 1;
  const none = points.length
    ? ''
    : `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" font-size="12" fill="#6c757d">No page view measured it</text>`;
  const x = (at: number) => margin.left + ((at - from) / Math.max(to - from, 1)) * (width - margin.left - margin.right);
  const y = (value: number) => height - margin.bottom - (value / top) * (height - margin.top - margin.bottom);
  const release = (figures: ReleaseFigures, index: number) => {
    const colour = palette[index % palette.length] ?? '#000';
    return `<line x1="${x(figures.from)}" x2="${x(figures.from)}" y1="${margin.top}" y2="${height - margin.bottom}" stroke="${colour}" stroke-dasharray="4 3"/><text x="${x(figures.from) + 4}" y="${margin.top + 12 + (index % 3) * 12}" fill="${colour}" font-size="11">${escape(figures.site)}</text>`;
  };
  const line = points.map((point) => `${x(point.at).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const dots = points
    .map(
      (point) =>
        `<circle cx="${x(point.at).toFixed(1)}" cy="${y(point.value).toFixed(1)}" r="3"><title>${time(point.at)}: ${point.value.toFixed(measure.digits)} ${measure.unit}</title></circle>`,
    )
    .join('');
  const unit = measure.unit ? ` (${measure.unit})` : '';
  return `<figure><figcaption>${escape(measure.title)}${unit}</figcaption><svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(measure.title)} over time">
<line x1="${margin.left}" x2="${width - margin.right}" y1="${height - margin.bottom}" y2="${height - margin.bottom}" stroke="#888"/>
<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${height - margin.bottom}" stroke="#888"/>
<text x="${margin.left - 6}" y="${margin.top}" text-anchor="end" font-size="11">${top >= 10 ** -measure.digits ? top.toFixed(measure.digits) : top.toPrecision(2)}</text>
<text x="${margin.left - 6}" y="${height - margin.bottom}" text-anchor="end" font-size="11">0</text>
<text x="${margin.left}" y="${height - 12}" font-size="11">${time(from)} UTC</text>
<text x="${width - margin.right}" y="${height - 12}" text-anchor="end" font-size="11">${time(to)} UTC</text>
${releases.map(release).join('')}${none}
<polyline points="${line}" fill="none" stroke="#212529" stroke-width="1.5"/>${dots}
</svg></figure>`;
}

const style = [
  'body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#212529;max-width:1100px}',
  'pre{background:#f8f9fa;padding:12px;overflow:auto}figure{margin:24px 0}figcaption,caption{font-weight:600;text-align:left}',
  'svg{max-width:100%;height:auto;background:#fff}table{border-collapse:collapse;margin:16px 0;width:100%}',
  'th,td{border:1px solid #dee2e6;padding:4px 8px;text-align:left;vertical-align:top}td small{display:block;font-size:11px}',
  '.good{background:#d1e7dd}.improve{background:#fff3cd}.poor{background:#f8d7da}.none{color:#6c757d}',
  '.canary{border-top:2px solid #212529;margin-top:32px}.verdicts time{font-family:monospace}',
].join('');

/**
 * The report as one HTML file that opens with no server: each Core Web Vital's p75 per site release,
 * rated by web.dev's thresholds with the count of values behind it, split by route, device class and
 * the part owning the element; each canary's arms side by side with the judge's verdicts over time;
 * the figures per site release, and a chart per measure over time with the releases marked.
 */
export function reportPage(
  rows: readonly PageViewRow[],
  releases: readonly ReleaseFigures[],
  madeAt: Date,
  verdicts: readonly Verdict[] = [],
): string {
  const body = rows.length
    ? [
        vitalsTable(
          'Per site release',
          'site release',
          groupedBy(rows, (row) => row.site_release),
        ),
        splits(rows),
        canaries(rows, verdicts),
        `<h2>Over time</h2><pre>${escape(figuresTable(releases))}</pre>`,
        ...measures.map((measure) => chart(measure, rows, releases)),
      ].join('\n')
    : '<p>No page view has reported yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visitors' measurements per site release</title>
<style>${style}</style>
</head><body><h1>Visitors' measurements per site release</h1>
<p>${rows.length} page views, made ${escape(madeAt.toISOString())}. Each Core Web Vital is the 75th percentile of the page views that measured it, rated by web.dev's thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25): good, needs improvement or poor, with the count of values behind it. In the charts a dashed line marks where a site release's first page view arrived; each point is the measure over the page views of one stretch of time.</p>
${body}
</body></html>
`;
}
