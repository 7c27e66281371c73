import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startProcessGroup } from '../../harness/processes';

const root = path.resolve(__dirname, '..', '..');

/**
 * A copy of the checkout's files (tracked and new, not ignored) in a git repository of its own,
 * under `.cache/` so that its builds resolve the checkout's node_modules: what the editor's tests
 * let decap-server write, never the working tree.
 */
export function copyOfCheckout(): { dir: string; remove: () => void } {
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, '.cache', 'editor-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  const archive = execFileSync('tar', ['--null', '-T', '-', '-cf', '-'], {
    cwd: root,
    input: files.join('\0'),
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-xf', '-'], { cwd: dir, input: archive });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=editor test', '-c', 'user.email=editor@test.invalid', ...args], { cwd: dir });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'the checkout as the editor found it');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The files of the copy that differ from what it started with, as git names them. */
export function changedFiles(dir: string): string[] {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir })
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/**
 * The editor as `npm start` serves it (`npm start -w admin`, development), talking to decap-server
 * started as `npm start` starts it, but on `dir` and on the given ports.
 */
export async function startEditor(dir: string, ports: { editor: number; proxy: number }, timeout: number) {
  const proxy = await startProcessGroup(path.join(root, 'node_modules', '.bin', 'decap-server'), [], {
    cwd: dir,
    env: { PORT: String(ports.proxy), MODE: 'fs', GIT_REPO_DIRECTORY: dir, BIND_HOST: '127.0.0.1' },
    ready: /listening on/,
    timeout,
  });
  try {
    const editor = await startProcessGroup('npm', ['start', '-w', 'admin'], {
      cwd: root,
      env: { ADMIN_PORT: String(ports.editor), DECAP_PROXY_PORT: String(ports.proxy) },
      ready: /compiled[^\n]*successfully/,
      timeout,
    });
    return {
      url: `http://127.0.0.1:${ports.editor}/admin/`,
      stop: async () => {
        await editor.stop();
        await proxy.stop();
      },
    };
  } catch (error) {
    await proxy.stop();
    throw error;
  }
}

/** Builds the copy's services part as its development build does (webpack, the remote's web build alone). */
export async function buildServices(dir: string): Promise<string> {
  const build = spawn('npx', ['webpack', '--mode', 'development'], {
    cwd: path.join(dir, 'mfe-services'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (code !== 0) throw new Error(`the services' build failed (${code}):\n${output}`);
  return path.join(dir, 'mfe-services', 'dist');
}

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Serves a built folder; a path without a file (a route) gets its index.html, as the standalone app wants. */
export async function serveFolder(folder: string, port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const wanted = path.join(
      folder,
      path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
    );
    const file =
      wanted.startsWith(folder) && fs.existsSync(wanted) && fs.statSync(wanted).isFile()
        ? wanted
        : path.join(folder, 'index.html');
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'text/html; charset=utf-8' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
