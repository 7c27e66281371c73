import {
  type ArmFigures,
  type Canary,
  canaryJudgementKey,
  type HistoryEntry,
  deadlineOf,
  parseJudgement,
  stagesOf,
} from '@radix/release-model';
import { readHistory } from '../records/site-releases';
import type { SiteStore } from '../store/store';

const figure = (value: number | undefined, unit = '') =>
  value === undefined ? 'n/a' : `${Number(value.toPrecision(3))}${unit}`;

/** The page views measured, and of those the edge served, how many sent no measurement. */
const viewsOf = ({ views, served }: ArmFigures) =>
  served === undefined ? `${views} page views` : `${served} page views served, ${views} measured`;

const armLine = (arm: string, site: string, figures: ArmFigures) =>
  `    ${arm.padEnd(6)} ${site}  ${viewsOf(figures)}, errors ${figure(figures.errors * 100)}/100 views, federation failures ${figure(figures.federationFailures * 100)}/100 views, p75 LCP ${figure(figures.lcp, ' ms')}, INP ${figure(figures.inp, ' ms')}, CLS ${figure(figures.cls)}`;

/** The lines `npm run releases` prints on a running canary: its stage, weight and each arm's figures. */
export async function canaryLines(store: SiteStore, stable: string, canary: Canary): Promise<string[]> {
  const stages = stagesOf(canary);
  const stage = stages[canary.stage];
  const lines = [
    canary.stages
      ? `canary: ${canary.site} (${canary.name} ${canary.release}) for ${canary.weight}% of new visitors, stage ${canary.stage + 1} of ${stages.length} since ${canary.stageStartedAt}${stage ? ` (at least ${stage.minMs / 60_000} min and ${stage.minViews} page views per arm, verdict by ${new Date(Date.parse(canary.stageStartedAt) + deadlineOf(stage)).toISOString()})` : ''}`
      : `canary: ${canary.site} (${canary.name} ${canary.release}) for ${canary.weight}% of new visitors since ${canary.stageStartedAt}, its stages to be sized by the edge's judge from the last 7 days' page views`,
  ];
  const text = await store.readText(canaryJudgementKey);
  const judgement = text === undefined ? undefined : parseJudgement(text);
  if (!judgement || judgement.canary !== canary.site || judgement.stage !== canary.stage) {
    return [...lines, '  not judged yet in this stage'];
  }
  const due = stage ? Date.parse(canary.stageStartedAt) + deadlineOf(stage) : Infinity;
  const held =
    judgement.decision === 'wait' && Date.parse(judgement.at) >= due
      ? [
          `  HELD past its stage's deadline (${new Date(due).toISOString()}) for want of page views: it stays at ${canary.weight}% until they come; "npm run rollback -- ${canary.name}" ends it`,
        ]
      : [];
  return [
    ...lines,
    ...held,
    `  judged ${judgement.at}: ${judgement.decision}${judgement.reason ? ` (${judgement.reason})` : ''}`,
    armLine('stable', stable, judgement.figures.stable),
    armLine('canary', canary.site, judgement.figures.canary),
  ];
}

/** The line on the last canary once none runs: how it ended, when, and why when it was rolled back. */
export function lastCanaryLine(history: readonly HistoryEntry[]): string[] {
  const last = [...history].reverse().find((entry) => entry.action.startsWith('canary'));
  if (!last || (last.action !== 'canary rollback' && last.action !== 'canary done')) return [];
  const ended =
    last.action === 'canary done'
      ? `live for every visitor${last.reason ? ` (${last.reason})` : ''}`
      : `rolled back: ${last.reason ?? ''}; ${last.name ?? ''} ${last.release ?? ''} goes live again only with --force`;
  return [`last canary: ${last.canary ?? ''} (${last.name ?? ''} ${last.release ?? ''}) at ${last.at}, ${ended}`];
}

/** The judge's verdicts, oldest first, as its records keep them: each canary line of the history, then its last judgement. */
export async function canaryVerdicts(
  store: SiteStore,
): Promise<{ at: string; canary: string; decision: string; reason?: string }[]> {
  const said = (await readHistory(store))
    .filter((entry) => entry.action.startsWith('canary') && entry.canary)
    .map((entry) => ({
      at: entry.at,
      canary: entry.canary ?? '',
      decision: entry.action.replace('canary ', ''),
      ...(entry.reason ? { reason: entry.reason } : {}),
    }));
  const text = await store.readText(canaryJudgementKey);
  const last = text === undefined ? undefined : parseJudgement(text);
  const judged = last
    ? [{ at: last.at, canary: last.canary, decision: last.decision, ...(last.reason ? { reason: last.reason } : {}) }]
    : [];
  return [...said, ...judged].sort((a, b) => a.at.localeCompare(b.at));
}
