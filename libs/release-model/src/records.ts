import { z } from 'zod';
import { deployables, isDeployable, type Deployable } from './layout';

/**
 * The files of the release model are checked when read (each module declares the schema of its
 * own files against its types): a damaged or foreign file fails where it is read, naming the file
 * and what is wrong, instead of far from its cause.
 */
export const deployableSchema = z.custom<Deployable>(
  (value) => typeof value === 'string' && isDeployable(value),
  `one of ${deployables.join(', ')} is expected`,
);

export const isoTime = z.iso.datetime();

/** Parses the JSON text of `file` with `schema`; throws naming the file and what is wrong. */
export function parseRecord<T>(schema: z.ZodType<T>, text: string, file: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${file} is damaged: ${issue?.path.join('.') || 'the whole file'}: ${issue?.message ?? 'unreadable'}`,
    );
  }
  return parsed.data;
}
