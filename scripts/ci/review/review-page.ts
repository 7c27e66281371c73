import type { Review, RouteReview } from './types';
import type { SpeedReview } from './judge';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const thumbnail = (file: string, alt: string) =>
  `<a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(alt)}" width="180" loading="lazy"></a>`;

function row(entry: RouteReview): string {
  const what = entry.failed
    ? `failed to render: ${escape(entry.failed)}`
    : entry.changed
      ? `changed: ${entry.changedPixels.toLocaleString('en')} pixels (${(entry.share * 100).toFixed(2)} %)${entry.resized ? ', resized' : ''}`
      : 'unchanged';
  const pictures = entry.failed
    ? '<td colspan="3"></td>'
    : [entry.files.before, entry.files.after, entry.files.diff]
        .map(
          (file, index) =>
            `<td>${thumbnail(file, `${entry.route} at ${entry.width} px, ${['before', 'after', 'difference'][index]}`)}</td>`,
        )
        .join('');
  return `<tr class="${entry.changed ? 'changed' : 'same'}"><th scope="row">${escape(entry.route)}</th><td>${entry.width} px</td><td>${what}</td>${pictures}</tr>`;
}

function speedRow({ route, before, after, named }: SpeedReview): string {
  const pair = (a: number, b: number, digits = 0) => `${b.toFixed(digits)} / ${a.toFixed(digits)}`;
  return `<tr class="${named.length ? 'changed' : 'same'}"><th scope="row">${escape(route)}</th><td>${pair(before.lcpMs, after.lcpMs)}</td><td>${pair(before.tbtMs, after.tbtMs)}</td><td>${pair(before.cls, after.cls, 3)}</td><td>${pair(before.jsKb, after.jsKb, 1)}</td><td>${escape(named.join('; ') || 'as live')}</td></tr>`;
}

/** The speed table: each audited route's medians, preview / live, and what is named. */
export function speedTable(speed: NonNullable<Review['speed']>): string {
  return `<h2>Speed</h2>
<p>Lighthouse, mobile, as a ${escape(speed.calibration)}: medians, preview / live.</p>
<table>
<thead><tr><th scope="col">route</th><th scope="col">LCP ms</th><th scope="col">TBT ms</th><th scope="col">CLS</th><th scope="col">JS KB gz</th><th scope="col">named</th></tr></thead>
<tbody>
${speed.routes.map(speedRow).join('\n')}
</tbody>
</table>`;
}

/** The review page: every route at each width, changed ones first, each with before, after and the difference. */
export function reviewPage(review: Review): string {
  const rows = [...review.routes].sort((a, b) => Number(b.changed) - Number(a.changed));
  const changed = new Set(rows.filter((entry) => entry.changed).map((entry) => entry.route)).size;
  const routes = new Set(rows.map((entry) => entry.route)).size;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site review: ${escape(review.after.label)} against ${escape(review.before.label)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1d2433; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d5dae3; padding: .5rem; text-align: left; vertical-align: top; }
tr.changed th { color: #a4161a; }
tr.same { color: #5b6475; }
img { border: 1px solid #d5dae3; max-height: 240px; object-fit: cover; object-position: top; }
</style>
</head>
<body>
<h1>Site review</h1>
<p><strong>${escape(review.after.label)}</strong> (${escape(review.after.origin)}) against <strong>${escape(review.before.label)}</strong> (${escape(review.before.origin)}): ${changed} of ${routes} routes changed.</p>
<table>
<thead><tr><th scope="col">route</th><th scope="col">width</th><th scope="col">pixels</th><th scope="col">before</th><th scope="col">after</th><th scope="col">difference</th></tr></thead>
<tbody>
${rows.map(row).join('\n')}
</tbody>
</table>
${review.speed ? speedTable(review.speed) : ''}
</body>
</html>
`;
}
