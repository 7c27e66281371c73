import { z } from 'zod';
import { canaryJudgementKey, type ArmFigures, type Judgement } from './canary-pointer';
import { isoTime, parseRecord } from './records';

const armFigures = z.object({
  views: z.number(),
  served: z.number().optional(),
  errors: z.number(),
  federationFailures: z.number(),
  lcp: z.number().optional(),
  inp: z.number().optional(),
  cls: z.number().optional(),
}) satisfies z.ZodType<ArmFigures>;

/** What `canary-judgement.json` holds, held to `Judgement` by the type checker. */
export const judgementSchema = z.object({
  at: isoTime,
  canary: z.string(),
  stage: z.number().int().nonnegative(),
  decision: z.enum(['wait', 'rollback', 'stage', 'done']),
  reason: z.string().optional(),
  figures: z.object({ stable: armFigures, canary: armFigures }),
  looks: z.object({ look: z.number(), failed: z.number() }),
}) satisfies z.ZodType<Judgement>;

/** The edge judge's last run, from the text of `canary-judgement.json`; throws naming the file and what is wrong. */
export function parseJudgement(text: string): Judgement {
  return parseRecord(judgementSchema, text, canaryJudgementKey);
}
