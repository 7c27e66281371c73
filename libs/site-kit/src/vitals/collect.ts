import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { measuringAttribute, vitalsPath, type VitalsBeacon } from './beacon';
import type { RemoteName } from '../contracts';
import { ownerOf } from './owner';
import { remoteReleases, type PageView } from './page-view';
import { pageProblems } from './page-problems';

/** The measures as they stand: the library reports each again as it changes. */
export type Measures = Pick<VitalsBeacon, 'lcp' | 'inp' | 'cls' | 'lcpOwner' | 'inpOwner'>;

const rounded = (value: number | undefined, digits: number) =>
  value === undefined ? undefined : Math.round(value * 10 ** digits) / 10 ** digits;

/** The beacon of a page view: milliseconds to the millisecond, layout shift to four places, nothing absent sent. */
export function buildBeacon(view: PageView, measures: Measures, problems: typeof pageProblems): VitalsBeacon {
  const beacon: VitalsBeacon = {
    ...view,
    lcp: rounded(measures.lcp, 0),
    inp: rounded(measures.inp, 0),
    cls: rounded(measures.cls, 4),
    lcpOwner: measures.lcpOwner,
    inpOwner: measures.inpOwner,
    errors: problems.errors,
    federationFailures: problems.federationFailures,
  };
  return JSON.parse(JSON.stringify(beacon)) as VitalsBeacon;
}

/**
 * Sends a beacon to the site's own origin: `sendBeacon`, which the browser delivers after the page
 * is gone, or a `keepalive` fetch where there is none or it refused (its queue is full).
 */
export function sendBeacon(beacon: VitalsBeacon): void {
  const body = JSON.stringify(beacon);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(vitalsPath, body)) return;
  void fetch(vitalsPath, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
    () => undefined,
  );
}

/** A task of its own for what follows: each measure's set-up, and the entries it was buffered, stays a short task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Measures the page view and reports it once, when the page is hidden or left (a page closed in
 * Safari sends no `visibilitychange`, only `pagehide`).
 */
export async function collect(page: {
  site: string;
  remotes: Record<RemoteName, string>;
  path: string;
}): Promise<void> {
  const view: PageView = { ...page, remotes: remoteReleases(page.remotes) };
  const measures: Measures = {};
  let sent = false;
  const report = () => {
    if (sent) return;
    sent = true;
    sendBeacon(buildBeacon(view, measures, pageProblems));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') report();
  });
  window.addEventListener('pagehide', report);
  const options = { reportAllChanges: true, generateTarget: ownerOf };
  await nextTask();
  onLCP((metric) => {
    measures.lcp = metric.value;
    measures.lcpOwner = metric.attribution.target;
  }, options);
  await nextTask();
  onINP((metric) => {
    measures.inp = metric.value;
    measures.inpOwner = metric.attribution.interactionTarget;
  }, options);
  await nextTask();
  onCLS((metric) => {
    measures.cls = metric.value;
  }, options);
  await nextTask();
  document.documentElement.setAttribute(measuringAttribute, '');
}
