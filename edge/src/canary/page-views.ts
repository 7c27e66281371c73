import {
  addCounts,
  addServed,
  canaryPolicy,
  type MinuteAdd,
  minuteOf,
  type VitalsDatabase,
  type VisitorServed,
} from '@radix/release-model';

/**
 * The page views an isolate served, kept by minute, site release, arm and visitor until the minute
 * is over: then written in a few statements (`flushServed`), never one a page view. The next request
 * after the minute turns hands the finished minutes to `waitUntil`, and the Cron Trigger writes all
 * an isolate holds, the running minute too, before the judge reads them.
 */
export class ServedBatch {
  private readonly minutes = new Map<number, Map<string, VisitorServed>>();

  constructor(private readonly most = 10_000) {}

  add(at: number, entry: Omit<VisitorServed, 'served'>): void {
    const minute = minuteOf(at);
    const counts = this.minutes.get(minute) ?? new Map<string, VisitorServed>();
    this.minutes.set(minute, counts);
    const key = `${entry.site} ${entry.arm} ${entry.visitor}`;
    const known = counts.get(key);
    // Bounded whatever the traffic: a minute with more visitors than this counts the new ones no more.
    if (known) known.served += 1;
    else if (counts.size < this.most) counts.set(key, { ...entry, served: 1 });
  }

  /** The minutes before the one of `at` (every one for `Infinity`), taken out of the batch. */
  takeFinished(at: number): { minute: number; served: VisitorServed[] }[] {
    const now = minuteOf(at);
    const finished = [...this.minutes].filter(([minute]) => minute < now);
    for (const [minute] of finished) this.minutes.delete(minute);
    return finished.map(([minute, counts]) => ({ minute, served: [...counts.values()] }));
  }
}

/**
 * One minute's page views served, written: each visitor's row (`canary_visitors`), and the minute's
 * count per site release and arm of those within the visitor's cap and of the visitors new that day.
 */
export async function flushServed(
  database: VitalsDatabase,
  { minute, served }: { minute: number; served: readonly VisitorServed[] },
  cap = canaryPolicy.visitorCap.views,
): Promise<void> {
  const counted = await addServed(database, served, cap);
  const adds = new Map<string, MinuteAdd>();
  const add = (site: string, arm: string, measure: 'served' | 'visitors', count: number) => {
    if (!count) return;
    const key = `${site} ${arm} ${measure}`;
    const known = adds.get(key);
    if (known) known.count += count;
    else adds.set(key, { site, minute, arm, measure, bin: 0, count });
  };
  for (const { entry, counted: views, first } of counted) {
    add(entry.site, entry.arm, 'served', views);
    add(entry.site, entry.arm, 'visitors', first ? 1 : 0);
  }
  await addCounts(database, [...adds.values()]);
}
