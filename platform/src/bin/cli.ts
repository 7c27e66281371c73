import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { serveSite } from '../server/site-server';
import { releaseContext, type ReleaseContext } from '../release/context';
import { ChromiumMissing } from '../release/plan/browser-check';
import { namedPreviewStore, storeFromEnv } from '../release/store/open-store';
import { ReleaseRefusal } from '../release/store/store';

/** One positional argument of a command: `<name>`, or `[<name>]` when it may be left out. */
export interface Positional {
  name: string;
  /** The values it takes, named in the usage instead of `name`. */
  choices?: readonly string[];
  optional?: boolean;
  /** The last positional only: it takes every argument left (`<name> ...`). */
  variadic?: boolean;
}

/** What a command takes, declared once: it is parsed by this and its usage line printed from it. */
export interface CommandDeclaration {
  /** As a person runs it: `npm run deploy --`. */
  command: string;
  positionals?: readonly Positional[];
  /** Options that are on or off: `--preview`. */
  flags?: readonly string[];
  /** Options that take a value, with the value's name: `{ from: 'folder' }` for `--from <folder>`. */
  values?: Readonly<Record<string, string>>;
}

export interface CommandLine {
  positionals: (string | undefined)[];
  /** The arguments a variadic last positional took, in order. */
  rest: string[];
  flag: (name: string) => boolean;
  value: (name: string) => string | undefined;
}

/** A command line that does not fit its declaration: printed in one line, before anything is touched. */
export class UsageRefusal extends Error {
  override name = 'UsageRefusal';
}

export function usageOf({ command, positionals = [], flags = [], values = {} }: CommandDeclaration): string {
  return [
    command,
    ...positionals.map(({ name, choices, optional, variadic }) => {
      const shown = `<${choices ? choices.join('|') : name}>${variadic ? ' ...' : ''}`;
      return optional ? `[${shown}]` : shown;
    }),
    ...Object.entries(values).map(([option, name]) => `[--${option} <${name}>]`),
    ...flags.map((flag) => `[--${flag}]`),
  ].join(' ');
}

/**
 * Reads a command line by its declaration with Node's `util.parseArgs`, strictly: an unknown
 * option, an option without its value, a surplus or missing argument or one outside its choices is
 * refused with `UsageRefusal`, whose one line says what is wrong and what the command takes.
 */
export function readCommandLine(declaration: CommandDeclaration, argv: readonly string[]): CommandLine {
  const refuse = (problem: string) => new UsageRefusal(`${problem}; usage: ${usageOf(declaration)}`);
  const options = Object.fromEntries([
    ...(declaration.flags ?? []).map((name) => [name, { type: 'boolean' as const }]),
    ...Object.keys(declaration.values ?? {}).map((name) => [name, { type: 'string' as const }]),
  ]);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const option = /'(-[^' ]*)/.exec((error as Error).message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw refuse(`unknown option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw refuse(
        declaration.flags?.some((flag) => option === `--${flag}`)
          ? `${option} takes no value`
          : `${option} needs a value`,
      );
    }
    throw refuse((error as Error).message);
  }
  const declared = declaration.positionals ?? [];
  const last = declared.at(-1);
  const rest = last?.variadic ? parsed.positionals.slice(declared.length - 1) : [];
  const surplus = last?.variadic ? [] : parsed.positionals.slice(declared.length);
  if (surplus.length) throw refuse(`surplus argument${surplus.length > 1 ? 's' : ''} ${surplus.join(' ')}`);
  declared.forEach(({ name, choices, optional, variadic }, index) => {
    const value = parsed.positionals[index];
    if (value === undefined && !optional) throw refuse(`<${name}> is missing`);
    for (const given of variadic ? rest : value === undefined ? [] : [value]) {
      if (choices && !choices.includes(given)) throw refuse(`${given} is not one of ${choices.join(', ')}`);
    }
  });
  const values = parsed.values as Record<string, string | boolean | undefined>;
  return {
    positionals: declared.map((_, index) => parsed.positionals[index]),
    rest,
    flag: (name) => values[name] === true,
    value: (name) => {
      const value = values[name];
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/** The command line of this process, by its declaration; a command line that does not fit it exits 2 in one line. */
export function commandLine(declaration: CommandDeclaration, argv = process.argv.slice(2)): CommandLine {
  try {
    return readCommandLine(declaration, argv);
  } catch (error) {
    if (!(error instanceof UsageRefusal)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

/** The line a server prints once it serves: the browser tests and `npm start` wait for "the site is ready". */
export const readiness = (ready: boolean) =>
  ready
    ? 'Pages rendered: the site is ready'
    : 'Pages rendered for other origins: the site is not ready until they are rendered again (see above)';

/**
 * How a command ends on an error: a refusal is printed as it is, one or two lines saying what to
 * do; anything else by its message, with the stack only when `RADIX_DEBUG=1`.
 */
export function reportFailure(error: unknown): void {
  const known = error instanceof ReleaseRefusal || error instanceof ChromiumMissing;
  if (!known && process.env.RADIX_DEBUG === '1') console.error(error);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

/**
 * Runs a release command against the store of the environment (`SITE_STORE`, or the site root of
 * `SITE_ROOT`, `PORT` and `PUBLIC_HOST`). Rendering and the browser check need the site served: a
 * bucket by the edge; a folder by the running `npm run serve` or nginx when they listen on its
 * ports, else by a server started for the command.
 */
export async function runReleaseCommand(
  work: (context: ReleaseContext) => Promise<void>,
  options: { skipBrowserCheck?: boolean; needsServer?: boolean; lock?: boolean; namedPreview?: boolean } = {},
): Promise<void> {
  let served: Awaited<ReturnType<typeof serveSite>> | undefined;
  try {
    const opened = await storeFromEnv();
    const { store, origins, local } = options.namedPreview ? namedPreviewStore(opened) : opened;
    const context = releaseContext({
      store,
      hosting: origins,
      skipBrowserCheck: options.skipBrowserCheck,
      log: (line) => console.log(line),
    });
    if (local && options.needsServer !== false) {
      served = await serveSite({ hosting: local }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE') return undefined;
        throw error;
      });
    }
    // A named preview holds no lock: what it writes is immutable, or its own record (named-previews.ts).
    const letGo = options.lock === false ? undefined : await store.lock();
    try {
      await work(context);
    } finally {
      await letGo?.();
    }
  } catch (error) {
    reportFailure(error);
  } finally {
    await served?.stop();
  }
}

type ExtendShell = (app: FastifyInstance, site: { origin: string }) => Promise<void> | void;

function isExtension(value: unknown): value is { extendShell: ExtendShell } {
  return (
    typeof value === 'object' && value !== null && 'extendShell' in value && typeof value.extendShell === 'function'
  );
}

/** A compiled module whose `extendShell(app, { origin })` adds routes to the site's origin (the local inquiry API). */
export async function loadExtension(file: string): Promise<ExtendShell> {
  const loaded: unknown = await import(pathToFileURL(path.resolve(file)).href);
  const module = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isExtension(module)) throw new Error(`${file} exports no extendShell(app, site) function`);
  return module.extendShell;
}
