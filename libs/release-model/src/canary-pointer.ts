import { isSiteId } from './site-record';
import { stagesProblem, type CanaryStage } from './canary-policy';
import { isDeployable, type Deployable } from './layout';
import { isObject } from './json-object';

/**
 * What `live` names while a canary runs: the stable site release most visitors get and the canary
 * one a share of them get, at a stage of the canary policy. A `live` that names one site release
 * (its id alone, as before canaries) is that release for every visitor. Read by the release
 * commands and by the edge worker on every pointer read: checked by hand, with no library.
 */
export interface Canary {
  /** The canary's site release. */
  site: string;
  /**
   * What visitors are drawn for: its first site release, kept when a deploy of another
   * part recomposes both arms (`site` then changes, the visitors' arms do not).
   */
  id: string;
  /** The deployable whose release it tries, and that release. */
  name: Deployable;
  release: string;
  /** Its share of new visitors, in percent. */
  weight: number;
  /** Its stage in the canary policy (0 for the first). */
  stage: number;
  /** When that stage began, by the clock of whoever wrote it (a UTC ISO time). */
  stageStartedAt: string;
  /** Its stages: the deployer's (`--canary-stages`), or those the edge's judge sized at its first run; absent until then. */
  stages?: CanaryStage[];
}

export interface LiveTarget {
  stable: string;
  canary?: Canary;
}

function stagesOf(value: unknown): CanaryStage[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const stages = value.map((stage: unknown) =>
    isObject(stage)
      ? {
          weight: stage.weight,
          minMs: stage.minMs,
          minViews: stage.minViews,
          ...(stage.deadlineMs === undefined ? {} : { deadlineMs: stage.deadlineMs }),
        }
      : {},
  ) as CanaryStage[];
  return stagesProblem(stages) ? undefined : stages;
}

function canaryOf(value: unknown): Canary | undefined {
  if (!isObject(value)) return undefined;
  const { site, name, release, weight, stage, stageStartedAt, id } = value;
  const stages = value.stages === undefined ? undefined : stagesOf(value.stages);
  const ok =
    typeof site === 'string' &&
    isSiteId(site) &&
    typeof name === 'string' &&
    isDeployable(name) &&
    typeof release === 'string' &&
    typeof weight === 'number' &&
    weight > 0 &&
    weight < 100 &&
    typeof stage === 'number' &&
    Number.isInteger(stage) &&
    stage >= 0 &&
    typeof stageStartedAt === 'string' &&
    !Number.isNaN(Date.parse(stageStartedAt)) &&
    (value.stages === undefined || stages !== undefined) &&
    typeof id === 'string' &&
    isSiteId(id);
  return ok
    ? {
        site,
        id,
        name,
        release,
        weight,
        stage,
        stageStartedAt,
        ...(stages ? { stages } : {}),
      }
    : undefined;
}

export { drawCookieName } from '@radix/site-kit/vitals/beacon';

/** The text of a pointer object: a site release id, or the JSON of a canary. Throws on anything else. */
export function parseLiveTarget(text: string): LiveTarget {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return { stable: trimmed };
  const value: unknown = JSON.parse(trimmed);
  const canary = isObject(value) ? canaryOf(value.canary) : undefined;
  if (!isObject(value) || typeof value.stable !== 'string' || !isSiteId(value.stable) || !canary)
    throw new Error(`the live pointer is neither a site release id nor a canary: ${trimmed.slice(0, 200)}`);
  return { stable: value.stable, canary };
}

/** The text a pointer object holds for a target: the id alone without a canary, as before canaries. */
export const formatLiveTarget = (target: LiveTarget): string =>
  target.canary ? JSON.stringify({ stable: target.stable, canary: target.canary }) : target.stable;

/** Why a canary is refused on a folder: the one line `npm run deploy -- <name> --canary` prints. */
export const canaryNeedsEdge =
  '--canary needs the edge (SITE_STORE naming its bucket): the Node server and nginx serve one site release to every visitor';

/** In a bucket: the edge judge's last run on the running canary, its per-arm figures and decision. */
export const canaryJudgementKey = 'canary-judgement.json';

/** The figures of one arm over a stage: page views, shares of them with an error or a federation failure, p75 vitals (absent without samples). */
export interface ArmFigures {
  views: number;
  /** The page views the edge served the arm in the stage, where it counts them: `views` of them sent a measurement. */
  served?: number;
  errors: number;
  federationFailures: number;
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** What `canary-judgement.json` holds. */
export interface Judgement {
  at: string;
  canary: string;
  stage: number;
  decision: 'wait' | 'rollback' | 'stage' | 'done';
  reason?: string;
  figures: { stable: ArmFigures; canary: ArmFigures };
  /** The stage's last look at the arms (0 before the first) and the failed looks in a row up to it. */
  looks: { look: number; failed: number };
}

/**
 * What `rolled-back.json` holds beside a release rolled back: by the edge's judge (its canary), or
 * by hand (`npm run rollback`: a canary ended, or the live site release switched back from).
 */
export interface RolledBack {
  at: string;
  /** The site release rolled back (the canary's, or the one live before the rollback), and the stable one visitors went back to. */
  site: string;
  stable: string;
  reason: string;
  /** Set when a deployer rolled it back; absent, the judge did. */
  by?: 'hand';
}
