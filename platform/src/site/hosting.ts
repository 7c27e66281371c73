import fs from 'node:fs';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import { checkRuntimeConfig, runtimeConfigFile, type RuntimeConfigFile } from '@radix/site-kit/runtime-config';
import { deployableDir, root } from './deployables';
import { previewPortOffset, servePortOffsets } from './ports';

/** The origins a site release is rendered for: the site's, the preview's, and where each remote's releases are. */
export interface Origins {
  siteOrigin: string;
  previewOrigin: string;
  /** The URL a remote's releases folder is served at, ending in `/`. */
  remoteBase(name: RemoteName): string;
}

/**
 * Where a site is served from a site root folder: the shell's origin, the preview origin, and the
 * origin each remote's releases are served from. It names the release URLs a site release's
 * configuration holds, so the servers and the deploy commands read it from the same environment:
 * `HOST` (listen address),
 * `PUBLIC_HOST` (the name browsers use, default `HOST`), `PORT` (the shell's; the remotes on the next
 * four ports, the preview on PORT+5) and `SITE_ROOT` (the release layout, default `site-root/`).
 * Behind a proxy or on host names of their own (TLS, one sub-domain per remote), `SITE_ORIGIN`,
 * `PREVIEW_ORIGIN` and `<REMOTE>_ORIGIN` (`LEGAL_ORIGIN=https://legal.example.com`) name the
 * origins browsers use instead.
 */
export interface Hosting extends Origins {
  host: string;
  port: number;
  publicHost: string;
  previewPort: number;
  /** The folder of the release layout. */
  siteRoot: string;
  remotePort(name: RemoteName): number;
}

/**
 * The origins of a site served at the edge: every release under `/releases/<name>/` of the site's
 * own origin, so that a page opens one connection and makes no cross-origin request; the preview
 * on a host name of its own.
 */
export function edgeOrigins({ siteOrigin, previewOrigin }: { siteOrigin: string; previewOrigin: string }): Origins {
  const site = new URL(siteOrigin).origin;
  return {
    siteOrigin: site,
    previewOrigin: new URL(previewOrigin).origin,
    remoteBase: (name) => `${site}/releases/${name}/`,
  };
}

/** Whether two sets of origins name the same places: a site release rendered for one serves the other. */
export function sameOrigins(a: Origins, b: Origins): boolean {
  return a.siteOrigin === b.siteOrigin && remoteNames.every((name) => a.remoteBase(name) === b.remoteBase(name));
}

export const defaultSiteRoot = path.join(root, 'site-root');

export function hostingFor({
  host = '127.0.0.1',
  port = 8080,
  publicHost = host,
  siteRoot = defaultSiteRoot,
  origins = {},
}: {
  host?: string;
  port?: number;
  publicHost?: string;
  siteRoot?: string;
  /** Origins browsers use where they are not `http://<publicHost>:<port>`. */
  origins?: Partial<Record<'site' | 'preview' | RemoteName, string>>;
}): Hosting {
  const remotePort = (name: RemoteName) => port + servePortOffsets[name];
  const local = (at: number) => `http://${publicHost}:${at}`;
  const origin = (value: string) => new URL(value).origin;
  return {
    host,
    port,
    publicHost,
    siteOrigin: origin(origins.site ?? local(port)),
    previewOrigin: origin(origins.preview ?? local(port + previewPortOffset)),
    previewPort: port + previewPortOffset,
    siteRoot: path.resolve(siteRoot),
    remotePort,
    remoteBase: (name) => `${origin(origins[name] ?? local(remotePort(name)))}/`,
  };
}

export function hostingFromEnv(env: NodeJS.ProcessEnv = process.env): Hosting {
  const origins = Object.fromEntries(
    (['site', 'preview', ...remoteNames] as const).flatMap((name) => {
      const value = env[`${name.toUpperCase()}_ORIGIN`];
      return value ? [[name, value]] : [];
    }),
  );
  return hostingFor({
    host: env.HOST,
    port: env.PORT ? Number(env.PORT) : undefined,
    publicHost: env.PUBLIC_HOST,
    siteRoot: env.SITE_ROOT,
    origins,
  });
}

/**
 * A runtime configuration naming the hosting's origins rather than releases, for what depends only
 * on them: the Content-Security-Policy and the `Link` hints an nginx configuration is written with.
 * The API address comes from `RUNTIME_CONFIG`, or else from the shell's build.
 */
export function originsConfig(hosting: Hosting): RuntimeConfigFile {
  const file = process.env.RUNTIME_CONFIG ?? path.join(deployableDir('shell'), runtimeConfigFile);
  const base: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const remotes = Object.fromEntries(remoteNames.map((name) => [name, `${hosting.remoteBase(name)}mf-manifest.json`]));
  // The origins alone (what nginx's headers name): a site release's table comes with the site release.
  return checkRuntimeConfig({ ...(base as object), remotes, routes: { routes: [], redirects: [] } });
}
