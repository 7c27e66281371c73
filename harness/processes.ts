import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Resolves when the process has printed a line matching `pattern`; rejects when it exits first or takes too long. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before ${pattern}:\n${output}`));
    });
  });
}

/**
 * Starts a command in its own process group and waits until it prints `ready`. `stop` ends the
 * whole group: npm, its shell and the server.
 */
export async function startProcessGroup(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; ready: RegExp; timeout: number },
): Promise<{ stop: () => Promise<void>; output: string }> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (!child.pid || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
    await exited;
  };
  try {
    return { stop, output: await waitForOutput(child, options.ready, options.timeout) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Starts a root npm script (`npm run serve`, `npm run serve:nginx`) and waits until it says the site is ready. */
export function startSite(
  script: string,
  env: Record<string, string>,
  cwd = root,
): Promise<{ stop: () => Promise<void>; output: string }> {
  return startProcessGroup('npm', ['run', script], { cwd, env, ready: /the site is ready/, timeout: 90_000 });
}

/**
 * Starts a root npm script in its own process group, as a person would from a shell: `finished`
 * resolves with its exit code and output, `output` reads what it printed so far, `signal` reaches
 * the whole group (SIGSTOP holds a command where it is, as a slow runner would).
 */
export function startScript(args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<{ code: number; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code: code ?? 1, output })),
  );
  return {
    finished,
    output: () => output,
    signal: (signal: NodeJS.Signals) => child.pid && process.kill(-child.pid, signal),
  };
}

/** Runs a root npm script to its end; resolves with its exit code and output. */
export function runScript(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return startScript(args, env).finished;
}
