import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shellServerDir, shellServerEntry } from '@radix/site-kit/build-outputs';
import { remoteNames } from '@radix/site-kit/contracts';
import type { RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { compiledCondition, compiledScript } from '../site/compiled';
import { deployableDir, root } from '../site/deployables';

export interface PageRendererOptions {
  port: number;
  publicHost: string;
  pagesDir: string;
  /** The configuration the pages are rendered with, read anew at every check. */
  config: () => RuntimeConfigFile;
  siteOrigin: string;
  /** How often the remotes' manifests are compared with those of the last render. */
  checkEveryMs: number;
  log?: (line: string) => void;
}

/** The shell's files a render reads: its page template and its renderer. */
function shellFiles(): string[] {
  return [path.join(deployableDir('shell'), 'index.html'), path.join(root, 'shell', shellServerDir, shellServerEntry)];
}

/**
 * What the pages depend on: the shell's build, the configuration and every remote manifest (or
 * that it could not be read).
 */
async function fingerprint(config: RuntimeConfigFile, siteOrigin: string): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(config));
  for (const file of shellFiles()) hash.update(fs.existsSync(file) ? fs.readFileSync(file) : 'missing');
  for (const name of remoteNames) {
    const url = new URL(config.remotes[name], siteOrigin).href;
    const text = await fetch(url, { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : `status ${response.status}`))
      .catch((error: unknown) => `unreachable ${String(error)}`);
    hash.update(`${url}\n${text}\n`);
  }
  return hash.digest('hex');
}

/** Runs the compiled `bin/prerender.js` in a fresh Node process (federation keeps no state across renders then). */
function renderInChild(options: PageRendererOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--conditions=${compiledCondition}`, compiledScript('prerender')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        PUBLIC_HOST: options.publicHost,
        PAGES_DIR: options.pagesDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('close', (code) => {
      options.log?.(output.join('').trim());
      resolve(code === 0);
    });
  });
}

/**
 * Keeps the pages in step with the remotes: renders them now, then whenever the configuration or a
 * remote's manifest changes (a remote was deployed or moved), each time in a fresh child process.
 * A failed render leaves the last good pages; it is tried again when something changes once more.
 */
export function keepPagesRendered(options: PageRendererOptions): { stop: () => void; ready: Promise<boolean> } {
  let last: string | undefined;
  let running = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = async (): Promise<boolean> => {
    if (running || stopped) return false;
    running = true;
    try {
      const current = await fingerprint(options.config(), options.siteOrigin);
      if (current === last) return true;
      last = current;
      return await renderInChild(options);
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(() => void check(), options.checkEveryMs);
    }
  };

  return {
    ready: check(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
