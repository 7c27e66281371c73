import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allRoutes, redirects, routes } from '@radix/site-kit/routes';
import { routeForPath, routeRemotes } from '../shell/src/runtime/route-remotes';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { checkRuntimeConfig, runtimeConfigPath, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { servePortOffsets } from '../libs/tooling/src/ports';
import { keepPagesRendered } from './page-renderer';
import { notFoundFile, pageFile } from './pages';

export const root = path.resolve(__dirname, '..');

export type Deployable = 'shell' | RemoteName;

/**
 * Where each deployable's production build lives. `DIST_<NAME>` may name another folder or a
 * symlink to a release folder: the link is followed on every request, so replacing it (an atomic
 * rename) redeploys that part without restarting anything.
 */
export function deployableDir(name: Deployable): string {
  const override = process.env[`DIST_${name.toUpperCase()}`];
  return override ? path.resolve(override) : path.join(root, name === 'shell' ? 'shell' : `mfe-${name}`, 'dist');
}

const knownPaths = new Set<string>([...allRoutes.map((route) => route.path), ...redirects.map((r) => r.from)]);

/** Whether a URL path is one of the site's pages (the route table, plus the redirects). */
export function isKnownPage(pathname: string): boolean {
  return knownPaths.has(pathname.replace(/(.)\/$/, '$1'));
}

/** Content-hashed build output (`main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.svg`), possibly precompressed. */
export function isHashedAsset(file: string): boolean {
  return /\.[0-9a-f]{8}\.[a-z0-9]+(\.(gz|br))?$/i.test(path.basename(file));
}

export const immutable = 'public, max-age=31536000, immutable';

/** Files that name what to load next must never be served stale; content-hashed files never change. */
export function cacheControl(file: string): string {
  return isHashedAsset(file) ? immutable : 'no-cache';
}

/**
 * The runtime configuration the site serves: `RUNTIME_CONFIG` if set (read on every call, so
 * editing it moves a remote without a restart), else the remotes at `publicHost`, ports port+1..4.
 * It never depends on a request's Host header: a shared cache would hand one visitor's answer to all.
 */
export function runtimeConfigFor(publicHost: string, port: number): RuntimeConfigFile {
  const configFile = process.env.RUNTIME_CONFIG;
  if (configFile) return checkRuntimeConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')));
  const base: unknown = JSON.parse(fs.readFileSync(path.join(deployableDir('shell'), 'runtime-config.json'), 'utf8'));
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `http://${publicHost}:${port + servePortOffsets[name]}/mf-manifest.json`]),
  );
  return checkRuntimeConfig({ ...(base as object), remotes });
}

function originOf(url: string, base: string): string | undefined {
  try {
    const { origin } = new URL(url, base);
    return origin === new URL(base).origin ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The shell's Content-Security-Policy: scripts and style sheets only from itself and the configured
 * remotes (no inline or eval'd script), data only from those and the API. Inline styles stay
 * allowed: the sliders set them.
 */
export function contentSecurityPolicy(config: RuntimeConfigFile, siteOrigin: string): string {
  const remotes = [...new Set(remoteNames.flatMap((name) => originOf(config.remotes[name], siteOrigin) ?? []))];
  const api = originOf(config.apiBaseUrl, siteOrigin);
  const list = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', ...remotes)}`,
    `font-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, api)}`,
    `manifest-src 'self'`,
    `frame-ancestors 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** A remote serves only its own scripts and styles; its standalone page needs nothing else. */
export const remoteContentSecurityPolicy =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export function securityHeaders(reply: FastifyReply, csp: string): void {
  reply.header('Content-Security-Policy', csp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', permissionsPolicy);
  reply.header('X-Frame-Options', 'DENY');
}

/**
 * `Link` header for a page: connect early to the remotes the route shows and fetch their manifests
 * with the HTML, in parallel with the shell's scripts (the manifests are otherwise requested only
 * after the shell has started and read the runtime configuration). The remotes' scripts are not
 * hinted: Chromium hands a script preload that failed (remote down) to the later <script> of the
 * same URL, so the slot's "Try again" would keep failing after the remote is back (measured).
 */
export function earlyHints(pathname: string, config: RuntimeConfigFile, siteOrigin: string): string | undefined {
  const route = routeForPath(pathname);
  if (!route) return undefined;
  const names = [...new Set(routeRemotes[route].map((id) => id.split('/')[0] as RemoteName))];
  const links = names.flatMap((name) => {
    const manifest = new URL(config.remotes[name], siteOrigin);
    return [
      `<${manifest.origin}>; rel=preconnect; crossorigin`,
      `<${manifest.href}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ];
  });
  return links.length ? links.join(', ') : undefined;
}

const compressible = /\.(js|css|html|svg|json|xml|txt|webmanifest)$/;

/** A Host header as HTTP allows it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const validHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** How long a client may take to send a request: a slow sender (slowloris) is cut off, not waited for. */
export interface ServerTimeouts {
  /** Until the request headers are in. */
  headersMs: number;
  /** Until the whole request, body included, is in. */
  requestMs: number;
}

export const defaultTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 20_000 };

function createServer(timeouts: ServerTimeouts): FastifyInstance {
  return Fastify({
    logger: false,
    trustProxy: process.env.TRUST_PROXY === '1',
    requestTimeout: timeouts.requestMs,
    connectionTimeout: 2 * timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
    },
  });
}

async function staticSite(
  dir: string,
  policy: () => string,
  cors: boolean,
  timeouts: ServerTimeouts,
): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no production build: run "npm run build" first`);
  }
  const app = createServer(timeouts);
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (host !== undefined && !validHost.test(host)) {
      return reply.code(400).type('text/plain').send('Bad Host header');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    securityHeaders(reply, policy());
    const pathname = request.url.split('?')[0] ?? '';
    if (compressible.test(pathname) || reply.getHeader('content-encoding')) reply.header('Vary', 'Accept-Encoding');
    if (cors) {
      // Remotes are read cross-origin by the shell (manifest fetch, fonts); public, no credentials.
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
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
  /** Address the servers listen on. */
  host: string;
  port: number;
  /**
   * Host name the browser uses to reach the site (`PUBLIC_HOST`, else `host`): it names the remotes
   * in the runtime configuration, the policy and the Link hints. Request headers never do.
   */
  publicHost?: string;
  timeouts?: ServerTimeouts;
  /**
   * Rendered pages to answer with (`npm run prerender`), where they exist; index.html otherwise.
   * With `renderEveryMs`, the server renders them itself when it starts and again whenever a
   * remote's manifest or the configuration changes, checking that often.
   */
  pages?: { dir: string; renderEveryMs?: number };
  /** Configure the shell origin before it starts (the local inquiry API is mounted here). */
  extendShell?: (app: FastifyInstance) => Promise<void> | void;
}

/** Serves the assembled production site: the shell on `port`, each remote on its own port. */
export async function serveSite({
  host,
  port,
  publicHost = process.env.PUBLIC_HOST ?? host,
  timeouts = defaultTimeouts,
  pages,
  extendShell,
}: ServeOptions): Promise<ServedSite> {
  const remotePort = (name: RemoteName) => port + servePortOffsets[name];
  const siteOrigin = `http://${publicHost}:${port}`;
  const config = () => runtimeConfigFor(publicHost, port);
  const shell = await staticSite(
    deployableDir('shell'),
    () => contentSecurityPolicy(config(), siteOrigin),
    false,
    timeouts,
  );

  shell.get(runtimeConfigPath, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return JSON.stringify(config());
  });
  await extendShell?.(shell);

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, siteOrigin);
    const hints = earlyHints(pathname, config(), siteOrigin);
    if (hints) reply.header('Link', hints);
    const known = isKnownPage(pathname);
    reply.code(known ? 200 : 404).header('Cache-Control', 'no-cache');
    const route = routeForPath(pathname);
    const rendered =
      route && routes[route].path === pathname.replace(/(.)\/$/, '$1') ? pageFile(routes[route].path) : undefined;
    const file = known ? rendered : notFoundFile;
    if (pages && file && fs.existsSync(path.join(pages.dir, file))) return reply.sendFile(file, pages.dir);
    return reply.sendFile('index.html');
  };
  shell.get('/', sendPage);
  shell.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, siteOrigin);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('Not found');
    return sendPage(request, reply);
  });

  const apps: FastifyInstance[] = [shell];
  await shell.listen({ host, port });
  for (const name of remoteNames) {
    const remote = await staticSite(deployableDir(name), () => remoteContentSecurityPolicy, true, timeouts);
    remote.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
    remote.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
    await remote.listen({ host, port: remotePort(name) });
    apps.push(remote);
  }
  const renderer =
    pages?.renderEveryMs === undefined
      ? undefined
      : keepPagesRendered({
          port,
          publicHost,
          pagesDir: pages.dir,
          config,
          siteOrigin,
          checkEveryMs: pages.renderEveryMs,
          log: (line) => console.log(line),
        });
  return {
    pagesReady: renderer?.ready ?? Promise.resolve(true),
    stop: async () => {
      renderer?.stop();
      await Promise.all(apps.map((app) => app.close()));
    },
  };
}

export interface ServedSite {
  /** Settles when the first render of the pages is done: true when it succeeded. */
  pagesReady: Promise<boolean>;
  stop: () => Promise<void>;
}
