import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allRoutes, redirects } from '../libs/site-kit/src/routes';
import { remoteNames, type RemoteName } from '../libs/site-kit/src/contracts';
import { servePortOffsets } from '../libs/tooling/src/ports';

export const root = path.resolve(__dirname, '..');

/** Where each deployable's production build lives; a remote's folder can be swapped for a redeploy. */
export function deployableDir(name: 'shell' | RemoteName): string {
  const override = process.env[`DIST_${name.toUpperCase()}`];
  return override ? path.resolve(override) : path.join(root, name === 'shell' ? 'shell' : `mfe-${name}`, 'dist');
}

const knownPaths = new Set<string>([...allRoutes.map((route) => route.path), ...redirects.map((r) => r.from)]);

/** Files that name what to load next must never be served stale; content-hashed files never change. */
export function cacheControl(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8}\.(js|css|woff2?|svg|png|webp|xlsx)$/.test(base) || /\.[0-9a-f]{8}\.js$/.test(base)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

export function securityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
}

async function staticSite(dir: string, cors: boolean): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no production build: run "npm run build" first`);
  }
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    securityHeaders(reply);
    if (cors) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (response, file) => response.setHeader('Cache-Control', cacheControl(file)),
  });
  return app;
}

export interface ServeOptions {
  host: string;
  port: number;
  /** Configure the shell origin before it starts (the local inquiry API is mounted here). */
  extendShell?: (app: FastifyInstance) => Promise<void> | void;
}

/** Serves the assembled production site: the shell on `port`, each remote on its own port. */
export async function serveSite({ host, port, extendShell }: ServeOptions): Promise<() => Promise<void>> {
  const remotePort = (name: RemoteName) => port + servePortOffsets[name];
  const shell = await staticSite(deployableDir('shell'), false);
  const configFile = process.env.RUNTIME_CONFIG;

  shell.get('/runtime-config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    if (configFile) return fs.readFileSync(configFile, 'utf8');
    const base = JSON.parse(fs.readFileSync(path.join(deployableDir('shell'), 'runtime-config.json'), 'utf8')) as {
      remotes: Record<string, string>;
    };
    const hostname = (request.hostname || host).replace(/:\d+$/, '');
    const remotes = Object.fromEntries(
      remoteNames.map((name) => [name, `http://${hostname}:${remotePort(name)}/mf-manifest.json`]),
    );
    return JSON.stringify({ ...base, remotes });
  });
  await extendShell?.(shell);
  shell.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://site');
    const isPage = request.method === 'GET' && !path.extname(url.pathname);
    if (!isPage) return reply.code(404).type('text/plain').send('Not found');
    const status = knownPaths.has(url.pathname.replace(/(.)\/$/, '$1')) ? 200 : 404;
    return reply.code(status).header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  const apps: FastifyInstance[] = [shell];
  await shell.listen({ host, port });
  for (const name of remoteNames) {
    const remote = await staticSite(deployableDir(name), true);
    remote.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
    await remote.listen({ host, port: remotePort(name) });
    apps.push(remote);
  }
  return async () => {
    await Promise.all(apps.map((app) => app.close()));
  };
}
