import path from 'node:path';
import type { RemoteName } from '@radix/site-kit/contracts';
import { root } from './deployables';
import { previewPortOffset, servePortOffsets } from './ports';

/**
 * Where a site is served: the shell's origin, the preview origin, and the origin each remote's
 * releases are served from. It names the release URLs a site release's configuration holds, so the
 * servers and the deploy commands read it from the same environment: `HOST` (listen address),
 * `PUBLIC_HOST` (the name browsers use, default `HOST`), `PORT` (the shell's; the remotes on the next
 * four ports, the preview on PORT+5) and `SITE_ROOT` (the release layout, default `site-root/`).
 */
export interface Hosting {
  host: string;
  port: number;
  publicHost: string;
  siteOrigin: string;
  previewOrigin: string;
  previewPort: number;
  /** The folder of the release layout. */
  siteRoot: string;
  remotePort(name: RemoteName): number;
  /** The URL a remote's releases folder is served at, ending in `/`. */
  remoteBase(name: RemoteName): string;
}

export const defaultSiteRoot = path.join(root, 'site-root');

export function hostingFor({
  host = '127.0.0.1',
  port = 8080,
  publicHost = host,
  siteRoot = defaultSiteRoot,
}: {
  host?: string;
  port?: number;
  publicHost?: string;
  siteRoot?: string;
}): Hosting {
  const remotePort = (name: RemoteName) => port + servePortOffsets[name];
  return {
    host,
    port,
    publicHost,
    siteOrigin: `http://${publicHost}:${port}`,
    previewOrigin: `http://${publicHost}:${port + previewPortOffset}`,
    previewPort: port + previewPortOffset,
    siteRoot: path.resolve(siteRoot),
    remotePort,
    remoteBase: (name) => `http://${publicHost}:${remotePort(name)}/`,
  };
}

export function hostingFromEnv(env: NodeJS.ProcessEnv = process.env): Hosting {
  return hostingFor({
    host: env.HOST,
    port: env.PORT ? Number(env.PORT) : undefined,
    publicHost: env.PUBLIC_HOST,
    siteRoot: env.SITE_ROOT,
  });
}
