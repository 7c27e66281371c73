import { spawn } from 'node:child_process';
import { z } from 'zod';
import { compiledCondition, compiledScript } from '../site/compiled';
import { root } from '../site/deployables';
import { reachedAtVariable } from '../site/reached-at';
import type { ShellBuild } from './render-pages';
import { RenderError } from './render-error';
import { filesTokenVariable } from './files-token';

export interface RenderJob {
  /** The runtime configuration to render with (`runtime-config.json` of a site release). */
  configFile: string;
  pagesDir: string;
  /** The shell release's web build (template, loader) and Node build (renderer). */
  shell: ShellBuild;
  /** The site's origin, against which relative URLs of the configuration resolve. */
  siteOrigin: string;
  /** The site release the pages are rendered for. */
  siteRelease?: string;
  /** Where the candidate's release files are, which the edge serves to the deploy's `filesToken` alone before the gate clears them. */
  filesOrigins?: string[];
  /** Handed to the render process in its environment (`filesTokenVariable`), never on its command line. */
  filesToken?: string;
}

export const renderJobSchema: z.ZodType<Omit<RenderJob, 'filesToken'>> = z.object({
  configFile: z.string(),
  pagesDir: z.string(),
  shell: z.object({ web: z.string(), server: z.string() }),
  siteOrigin: z.url(),
  siteRelease: z.string().optional(),
  filesOrigins: z.array(z.url()).optional(),
});

/** The argument that hands a render job to `bin/prerender.js`, as JSON. */
export const renderJobArgument = '--job=';

/**
 * What the render process may see of the deploy's environment: what Node and its libraries need to
 * run, and where this machine reaches the origins the pages name (`SITE_REACHED_AT`, no secret);
 * never the store's credentials, `PREVIEW_SECRET`, `GITHUB_TOKEN` or anything else a runner
 * holds; the render runs the releases' own code.
 */
export const renderEnvironmentKeys = [
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LC_ALL',
  'TZ',
  'NODE_ENV',
  'NODE_EXTRA_CA_CERTS',
  'SYSTEMROOT',
  reachedAtVariable,
] as const;

/** The render process's environment: `renderEnvironmentKeys` of `parent`, and the deploy's token. */
export function renderEnvironment(parent: NodeJS.ProcessEnv, filesToken?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of renderEnvironmentKeys) if (parent[key] !== undefined) env[key] = parent[key];
  if (filesToken) env[filesTokenVariable] = filesToken;
  return env;
}

/**
 * Renders every page in a fresh Node process running the compiled `bin/prerender.js`: the
 * federation runtime keeps no state from one render to the next. Rejects with what the render
 * said (it names the remote or the route) when a page cannot be rendered whole.
 */
export function renderInProcess({ filesToken, ...job }: RenderJob): Promise<string> {
  const env = renderEnvironment(process.env, filesToken);
  // What the render says becomes a refusal's message: the token is never part of it.
  const redact = (text: string) => (filesToken ? text.replaceAll(filesToken, '[token]') : text);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--conditions=${compiledCondition}`, compiledScript('prerender'), `${renderJobArgument}${JSON.stringify(job)}`],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(redact(output.trim()))
        : reject(new RenderError(redact(output.trim()) || `the render exited with ${code}`)),
    );
  });
}
