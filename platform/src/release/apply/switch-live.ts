import { type HistoryEntry } from '@radix/release-model';
import { canaryRunning } from './canary';
import { markPublic, markWentLive, type SiteRelease } from '../records/site-releases';
import { PointerMoved } from '../store/store';
import { clock, DeployRefused, describe, step, type ReleaseContext } from '../context';

/**
 * Switches the live pointer to a checked site release and records it, if the live site release is
 * still the one the candidate was made from (`basedOn`): a deploy that finished in the meantime is
 * never undone by another.
 */
export async function goLive(
  context: ReleaseContext,
  site: SiteRelease,
  basedOn: string | undefined,
  entry: Omit<HistoryEntry, 'at' | 'site'>,
) {
  await step(
    context,
    'switch',
    async () => {
      const moved = (now: string | undefined) =>
        new DeployRefused(
          `the live site changed from ${basedOn ?? 'nothing'} to ${now ?? 'nothing'} while this ran: the live site stays; run the command again`,
        );
      const state = await context.store.pointer('live');
      if (state?.canary) throw canaryRunning(state.canary);
      if (state?.site !== basedOn) throw moved(state?.site);
      // Its files reach the site's host before any page that names them does.
      await markPublic(context.store, site.releases, clock(context));
      try {
        await context.store.setPointer('live', site.id, state ?? null);
      } catch (error) {
        if (error instanceof PointerMoved) throw moved((await context.store.pointer('live'))?.site);
        throw error;
      }
      // Both have served visitors: a request may pin either (`?dpl=`) while it is kept.
      for (const id of [basedOn, site.id]) if (id) await markWentLive(context.store, id, clock(context));
      await context.store.appendHistory(JSON.stringify({ at: clock(context).toISOString(), site: site.id, ...entry }));
    },
    () => `live -> ${site.id}`,
  );
  context.log(`live: ${site.id} (${describe(site.releases)})`);
}
