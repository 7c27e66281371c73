import { spawn } from 'node:child_process';
import { compiledCondition, compiledScript } from '../site/compiled';
import { root } from '../site/deployables';
import { RenderError } from './render-error';

export interface RenderJob {
  /** The runtime configuration to render with (`runtime-config.json` of a site release). */
  configFile: string;
  pagesDir: string;
  /** The shell release's web build (template, loader) and Node build (renderer). */
  shellWeb: string;
  shellServer: string;
  /** The site's origin, against which relative URLs of the configuration resolve. */
  siteOrigin: string;
  /** The site release the pages are rendered for. */
  siteRelease?: string;
}

/**
 * Renders every page in a fresh Node process running the compiled `bin/prerender.js`: the
 * federation runtime keeps no state from one render to the next. Rejects with what the render
 * said (it names the remote or the route) when a page cannot be rendered whole.
 */
export function renderInProcess(job: RenderJob): Promise<string> {
  const origin = new URL(job.siteOrigin);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--conditions=${compiledCondition}`, compiledScript('prerender')], {
      cwd: root,
      env: {
        ...process.env,
        RUNTIME_CONFIG: job.configFile,
        PAGES_DIR: job.pagesDir,
        DIST_SHELL: job.shellWeb,
        DIST_SHELL_SERVER: job.shellServer,
        PUBLIC_HOST: origin.hostname,
        PORT: origin.port,
        SITE_ORIGIN: origin.origin,
        SITE_RELEASE: job.siteRelease ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new RenderError(output.trim() || `the render exited with ${code}`)),
    );
  });
}
