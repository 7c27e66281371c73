import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  pageLoaderScript,
  firstLoadFile,
  plainScriptRecord,
  type FirstLoad,
  type PlainScriptFile,
} from '@radix/site-kit/build-outputs';
import { parseRecord } from '@radix/release-model';
import { RenderError } from './render-error';

const fileList = z.array(z.string());

const firstLoadSchema: z.ZodType<FirstLoad> = z.object({
  initial: fileList,
  routes: z.record(z.string(), fileList),
  remotePage: fileList,
  shared: z.record(z.string(), fileList),
});

const plainScriptSchema: z.ZodType<PlainScriptFile> = z.object({ file: z.string().min(1) });

/** What the platform and the byte budgets read from the shell's web build. */
export interface ShellBuildFiles {
  /** The scripts and style sheets its pages load first (`first-load.json`). */
  firstLoad: FirstLoad;
  /** The loader of rendered pages, by its hashed file name. */
  loader: string;
}

function readChecked<T>(schema: z.ZodType<T>, dir: string, name: string): T {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) throw new RenderError(`the shell's build has no ${name}: run "npm run build -w shell"`);
  return parseRecord(schema, fs.readFileSync(file, 'utf8'), file);
}

/** The records the shell's web build in `dir` writes beside its files, checked. */
export function readShellBuild(dir: string): ShellBuildFiles {
  return {
    firstLoad: readChecked(firstLoadSchema, dir, firstLoadFile),
    loader: readChecked(plainScriptSchema, dir, plainScriptRecord(pageLoaderScript)).file,
  };
}
