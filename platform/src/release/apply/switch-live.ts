import { type Canary, type Deployable, type HistoryEntry } from '@radix/release-model';
import { markPublic, markWentLive, type SiteRelease } from '../records/site-releases';
import { PointerMoved, type PointerState, type SiteStore } from '../store/store';
import { DeployRefused, describe, type ReleaseContext } from '../context';

/** The refusal of a switch of `live` while a canary runs: a deploy would end it unjudged. */
export const canaryRunning = (canary: Canary) =>
  new DeployRefused(
    `a canary of ${canary.name} ${canary.release} runs for ${canary.weight}% of new visitors: let it finish, or end it with "npm run rollback -- ${canary.name}"`,
  );

/** How the history names what a switch changed: one part and its release, or several by part. */
export function switchedParts(
  releases: Partial<Record<Deployable, string>>,
): Pick<HistoryEntry, 'name' | 'release' | 'parts'> {
  const entries = Object.entries(releases) as [Deployable, string][];
  const [only] = entries;
  return entries.length === 1 && only ? { name: only[0], release: only[1] } : { parts: releases };
}

/** One switch of `live` a command made ready: where it goes, from what, what it records and says. */
export interface LiveSwitch {
  /** The site release `live` names for every visitor, or, with `canary`, for the stable arm. */
  stable: string;
  canary?: Canary;
  /**
   * What `live` must still be: the state it was read in, or, with `basedOn`, the site release the
   * candidate was composed from and no canary, read again at the switch.
   */
  from: PointerState | { basedOn: string | undefined };
  /** The site releases that serve visitors once it switched: their releases are public before it. */
  serving: readonly SiteRelease[];
  /** The site releases that have served visitors once it switched: a request may pin them (`?dpl=`) while they are kept. */
  wentLive: readonly (string | undefined)[];
  entry: Omit<HistoryEntry, 'at'>;
  /** The step's label and words, and the line said once it switched. */
  label: string;
  done: string;
  said?: string;
}

const changedFrom = (from: string | undefined, now: string | undefined) =>
  new DeployRefused(
    `the live site changed from ${from ?? 'nothing'} to ${now ?? 'nothing'} while this ran: the live site stays; run the command again`,
  );

/** `live` as it is now, if it still names `basedOn` and no canary runs; refused otherwise. */
async function stillLive(store: SiteStore, basedOn: string | undefined): Promise<PointerState | undefined> {
  const state = await store.pointer('live');
  if (state?.canary) throw canaryRunning(state.canary);
  if (state?.site !== basedOn) throw changedFrom(basedOn, state?.site);
  return state;
}

/** Why a conditional write of `live` from `state` found it moved: the site release it names now, or its canary. */
async function movedFrom(store: SiteStore, state: PointerState | undefined): Promise<DeployRefused> {
  const now = (await store.pointer('live'))?.site;
  return now === state?.site
    ? new DeployRefused('the live pointer changed while this ran: it stays as it is now; run the command again')
    : changedFrom(state?.site, now);
}

/**
 * The one way `live` moves: the serving site releases' files are made public, `live` is written in
 * one conditional write if it is still what the switch was made ready from (a deploy that finished
 * in the meantime is never undone by another), and the history records it.
 */
export async function switchLive(context: ReleaseContext, move: LiveSwitch): Promise<void> {
  const { store } = context;
  await context.step(
    move.label,
    async () => {
      const state = 'site' in move.from ? move.from : await stillLive(store, move.from.basedOn);
      // Their files reach the site's host before any page that names them does.
      for (const site of move.serving) await markPublic(store, site.releases, context.now());
      try {
        await store.setPointer('live', move.stable, state ?? null, move.canary);
      } catch (error) {
        if (!(error instanceof PointerMoved)) throw error;
        throw await movedFrom(store, state);
      }
      for (const id of move.wentLive) if (id) await markWentLive(store, id, context.now());
      await store.appendHistory(JSON.stringify({ at: context.now().toISOString(), ...move.entry }));
    },
    () => move.done,
  );
  if (move.said) context.log(move.said);
}

/** The switch of `live` to a checked site release for every visitor, from `basedOn`. */
export const toLive = (
  site: SiteRelease,
  basedOn: string | undefined,
  entry: Omit<HistoryEntry, 'at' | 'site'>,
): LiveSwitch => ({
  stable: site.id,
  from: { basedOn },
  serving: [site],
  wentLive: [basedOn, site.id],
  entry: { site: site.id, ...entry },
  label: 'switch',
  done: `live -> ${site.id}`,
  said: `live: ${site.id} (${describe(site.releases)})`,
});

/** Switches `live` to a checked site release, if it still names `basedOn` (`toLive`). */
export const goLive = (
  context: ReleaseContext,
  site: SiteRelease,
  basedOn: string | undefined,
  entry: Omit<HistoryEntry, 'at' | 'site'>,
): Promise<void> => switchLive(context, toLive(site, basedOn, entry));
