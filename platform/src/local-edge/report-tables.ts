import type { PageViewRow } from '@radix/release-model';
import { groupedBy, rated, type Rated, type Vital, vitals } from './ratings';

/** One verdict of the canary's judge, from the records it writes (the history's canary lines, its last judgement). */
export interface Verdict {
  at: string;
  canary: string;
  decision: string;
  reason?: string;
}

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ratingClass = { good: 'good', 'needs improvement': 'improve', poor: 'poor' } as const;

function cell(vital: Vital, figures: Rated): string {
  if (figures.p75 === undefined || !figures.rating) return '<td class="none">no values</td>';
  return `<td class="${ratingClass[figures.rating]}">${figures.p75.toFixed(vital.digits)}${vital.unit} <small>${figures.rating} · ${figures.count} values</small></td>`;
}

const share = (rows: readonly PageViewRow[], column: 'errors' | 'federation_failures') =>
  rows.length ? `${((rows.filter((row) => row[column] > 0).length / rows.length) * 100).toFixed(1)}%` : '-';

/** A table of groups of page views (a route, a device class, an arm): the p75 of each vital, rated, with its count. */
export function vitalsTable(
  caption: string,
  label: string,
  groups: readonly [string, PageViewRow[]][],
  shown = vitals,
): string {
  const columns = [label, 'page views', ...shown.map((vital) => `p75 ${vital.title}`), 'with an error'];
  const head = `<thead><tr>${columns.map((column) => `<th scope="col">${escape(column)}</th>`).join('')}</tr></thead>`;
  const body = groups
    .map(
      ([name, rows]) =>
        `<tr><th scope="row">${escape(name)}</th><td>${rows.length}</td>${shown.map((vital) => cell(vital, rated(vital, rows))).join('')}<td>${share(rows, 'errors')}</td></tr>`,
    )
    .join('');
  return `<table><caption>${escape(caption)}</caption>${head}<tbody>${body}</tbody></table>`;
}

/** The page views split by route, by device class and by the part that owned the LCP element or the INP interaction. */
export function splits(rows: readonly PageViewRow[]): string {
  const owners = vitals.flatMap((vital) => {
    const owner = vital.owner;
    if (!owner) return [];
    const measured = rows.filter((row) => row[vital.key] !== null);
    const caption = `${vital.title} by the part that owned its element`;
    if (!measured.length) return [`<p><b>${caption}</b>: no page view measured ${vital.title}.</p>`];
    return [
      vitalsTable(
        caption,
        'part',
        groupedBy(measured, (row) => row[owner]),
        [vital],
      ),
    ];
  });
  return [
    vitalsTable(
      'By route',
      'route',
      groupedBy(rows, (row) => row.path),
    ),
    vitalsTable(
      'By device class',
      'device',
      groupedBy(rows, (row) => row.device),
    ),
    ...owners,
  ].join('\n');
}

/** Each canary the page views saw: its arms side by side over the canary's time, and the judge's verdicts on it over time. */
export function canaries(rows: readonly PageViewRow[], verdicts: readonly Verdict[]): string {
  return groupedBy(
    rows.filter((row) => row.arm === 'canary'),
    (row) => row.site_release,
  )
    .map(([site, tried]) => {
      const from = Math.min(...tried.map((row) => row.received_at));
      const to = Math.max(...tried.map((row) => row.received_at));
      const stable = rows.filter((row) => row.arm === 'stable' && row.received_at >= from && row.received_at <= to);
      const said = verdicts.filter((verdict) => verdict.canary === site);
      const list = said.length
        ? `<ol class="verdicts">${said.map((verdict) => `<li><time>${escape(verdict.at)}</time> <b>${escape(verdict.decision)}</b>${verdict.reason ? `: ${escape(verdict.reason)}` : ''}</li>`).join('')}</ol>`
        : '<p>No verdict of the judge on it in the store read (SITE_STORE).</p>';
      const arms = vitalsTable('Its arms side by side', 'arm', [
        [`stable (${stable[0]?.site_release ?? 'none'})`, stable],
        [`canary (${site})`, tried],
      ]);
      return `<section class="canary"><h2>Canary ${escape(site)}</h2>${arms}<h3>The judge's verdicts over time</h3>${list}</section>`;
    })
    .join('\n');
}
