/**
 * The site's Node server (`npm run serve`, the deploy commands, the browser tests): the release
 * layout of a site root, answering as the release model's headers.ts says. The shell's origin serves the site release
 * `live` names (its pages, its configuration, its shell release's files), the preview origin the one
 * `preview` names, and each remote's origin every release of that remote, by release id.
 */
import { isTablePage, tablePageFile } from '@radix/site-kit/route-table';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isCompressible } from '@radix/site-kit/build-outputs';
import { remoteNames } from '@radix/site-kit/contracts';
import {
  checkRuntimeConfig,
  runtimeConfigFile,
  runtimeConfigPath,
  type RuntimeConfigFile,
} from '@radix/site-kit/runtime-config';
import {
  cacheControl,
  earlyHints,
  notFoundFile,
  sitemapFile,
  type Pointer,
  remoteHeaders,
  revalidate,
  shellHeaders,
} from '@radix/release-model';
import { layout } from '../release/store/folder-store';
import type { Hosting } from '../site/hosting';
import { guardForms, type FormGuardOptions } from './form-guard';
import { takeBeacons } from './vitals-beacons';

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
    if (isCompressible(pathname) || reply.getHeader('content-encoding')) reply.header('Vary', 'Accept-Encoding');
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

/**
 * The site release a pointer names, read through the pointer on every request, so that switching it
 * (one rename) changes what the next request gets, pages and configuration together.
 */
function siteReleaseFolder(siteRoot: string, pointer: Pointer) {
  const dir = layout.pointer(siteRoot, pointer);
  let cached: { target: string; config: RuntimeConfigFile } | undefined;
  return {
    shell: path.join(dir, 'shell'),
    pages: path.join(dir, 'pages'),
    /** The id of the site release the pointer names, or nothing while it is not set. */
    id(): string | undefined {
      try {
        return path.basename(fs.readlinkSync(dir));
      } catch {
        return undefined;
      }
    },
    /** The configuration of the site release, or nothing while the pointer is not set. */
    config(): RuntimeConfigFile | undefined {
      let target: string;
      try {
        target = fs.readlinkSync(dir);
      } catch {
        return undefined;
      }
      if (cached?.target !== target) {
        const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, runtimeConfigFile), 'utf8'));
        cached = { target, config: checkRuntimeConfig(raw) };
      }
      return cached.config;
    },
  };
}

export interface ServeOptions {
  hosting: Hosting;
  timeouts?: ServerTimeouts;
  /** Configures the shell's origin (and the preview's) before it listens: the local inquiry API is mounted here. */
  extendShell?: (app: FastifyInstance, site: { origin: string }) => Promise<void> | void;
  /**
   * The forms' bot check in front of what `extendShell` mounts under `/api/` (`form-guard.ts`): with
   * it every page carries a stamp and a form posted without JavaScript to its page is answered.
   */
  formGuard?: Omit<FormGuardOptions, 'isPage' | 'widgetShown'>;
}

/** The shell's origin for the site release `pointer` names. */
async function shellOrigin(
  { hosting, timeouts = defaultTimeouts, extendShell, formGuard }: ServeOptions,
  pointer: Pointer,
  origin: string,
): Promise<FastifyInstance> {
  const site = siteReleaseFolder(hosting.siteRoot, pointer);
  const app = await staticSite(
    site.shell,
    () => {
      const config = site.config();
      return config ? shellHeaders(config, origin) : {};
    },
    timeouts,
  );
  const notLive = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('Retry-After', '5')
      .header('Cache-Control', revalidate)
      .type('text/plain')
      .send(
        pointer === 'live'
          ? 'The site is being deployed: try again in a few seconds.'
          : 'Nothing is in preview: deploy with --preview.',
      );

  app.get(runtimeConfigPath, async (_request, reply) => {
    const config = site.config();
    if (!config) return notLive(reply);
    return reply.header('Cache-Control', revalidate).type('application/json').send(JSON.stringify(config));
  });
  app.get(`/${sitemapFile}`, async (_request, reply) => {
    if (!site.config()) return notLive(reply);
    return reply.header('Cache-Control', revalidate).sendFile(sitemapFile, site.pages);
  });
  const forms = formGuard
    ? await guardForms(app, origin, hosting.siteRoot, {
        ...formGuard,
        isPage: (pathname) => {
          const config = site.config();
          return config !== undefined && isTablePage(config.routes, pathname);
        },
        widgetShown: () => site.config()?.turnstile !== undefined,
      })
    : undefined;
  await extendShell?.(app, { origin });
  const tokenOf = await takeBeacons(app, hosting.siteRoot, origin, pointer);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const config = site.config();
    const id = site.id();
    if (!config || !id) return notLive(reply);
    const { pathname } = new URL(request.url, origin);
    const hints = earlyHints(pathname, config, origin);
    if (hints) reply.header('Link', hints);
    const known = isTablePage(config.routes, pathname);
    reply.code(known ? 200 : 404).header('Cache-Control', revalidate);
    // A page view of the live site is given the token its beacon brings back (`vitals-beacons.ts`).
    const token = known && tokenOf ? await tokenOf(request, id) : undefined;
    const cookies = [token, forms && (await forms.stamp(request.headers.cookie))].filter((cookie): cookie is string =>
      Boolean(cookie),
    );
    if (cookies.length) reply.header('Set-Cookie', cookies.length === 1 ? cookies[0] : cookies);
    const file = known ? tablePageFile(config.routes, pathname) : notFoundFile;
    if (file && fs.existsSync(path.join(site.pages, file))) return reply.sendFile(file, site.pages);
    return reply.sendFile('index.html');
  };
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, origin);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) return reply.code(404).header('Cache-Control', revalidate).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
  return app;
}

/**
 * Serves a site root: the shell's origin on the hosting's port, each remote's releases on its own
 * port, the preview on PORT+5. Nothing is rendered here: deploys render (see release/deploy.ts).
 */
export async function serveSite(options: ServeOptions): Promise<ServedSite> {
  const { hosting, timeouts = defaultTimeouts } = options;
  const apps: FastifyInstance[] = [];
  const stop = () => Promise.all(apps.map((app) => app.close())).then(() => undefined);
  try {
    const listen = async (app: FastifyInstance, port: number) => {
      apps.push(app);
      await app.listen({ host: hosting.host, port });
    };
    await listen(await shellOrigin(options, 'live', hosting.siteOrigin), hosting.port);
    for (const name of remoteNames) {
      const releases = layout.releases(hosting.siteRoot, name);
      fs.mkdirSync(releases, { recursive: true });
      const remote = await staticSite(releases, () => remoteHeaders, timeouts);
      remote.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
      await listen(remote, hosting.remotePort(name));
    }
    await listen(await shellOrigin(options, 'preview', hosting.previewOrigin), hosting.previewPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export interface ServedSite {
  stop: () => Promise<void>;
}
