/**
 * The site's Node server (`npm run serve`, the browser tests): the shell and each remote on their
 * own ports, answering as policy.ts says, with the pages of site/pages.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { runtimeConfigPath } from '@radix/site-kit/runtime-config';
import { keepPagesRendered } from '../render/keep-rendered';
import { deployableDir, runtimeConfigFor } from '../site/deployables';
import { isKnownPage, notFoundFile, renderedPageFile } from '../site/pages';
import { servePortOffsets } from '../site/ports';
import { cacheControl, earlyHints, remoteHeaders, revalidate, shellHeaders } from './policy';

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
  headers: () => Record<string, string>,
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
    reply.headers(headers());
    const pathname = request.url.split('?')[0] ?? '';
    if (compressible.test(pathname) || reply.getHeader('content-encoding')) reply.header('Vary', 'Accept-Encoding');
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
  const shell = await staticSite(deployableDir('shell'), () => shellHeaders(config(), siteOrigin), timeouts);

  shell.get(runtimeConfigPath, async (_request, reply) => {
    reply.header('Cache-Control', revalidate).type('application/json');
    return JSON.stringify(config());
  });
  await extendShell?.(shell);

  // Pages left by an earlier run may name files of an earlier build: a server that renders its own
  // pages answers with index.html until its first render is done.
  let pagesCurrent = pages?.renderEveryMs === undefined;
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, siteOrigin);
    const hints = earlyHints(pathname, config(), siteOrigin);
    if (hints) reply.header('Link', hints);
    const known = isKnownPage(pathname);
    reply.code(known ? 200 : 404).header('Cache-Control', revalidate);
    const file = known ? renderedPageFile(pathname) : notFoundFile;
    if (pages && pagesCurrent && file && fs.existsSync(path.join(pages.dir, file)))
      return reply.sendFile(file, pages.dir);
    return reply.sendFile('index.html');
  };
  shell.get('/', sendPage);
  shell.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, siteOrigin);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) return reply.code(404).header('Cache-Control', revalidate).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });

  const apps: FastifyInstance[] = [shell];
  await shell.listen({ host, port });
  for (const name of remoteNames) {
    const remote = await staticSite(deployableDir(name), () => remoteHeaders, timeouts);
    remote.get('/', (_request, reply) => reply.header('Cache-Control', revalidate).sendFile('index.html'));
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
  void renderer?.ready.finally(() => {
    pagesCurrent = true;
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
