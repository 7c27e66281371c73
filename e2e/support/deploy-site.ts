import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BucketStore, layout, parseBucketAddress } from '@radix/platform';
import { snapshotFiles } from './delivery-checks';
import { startSite } from '../../harness/processes';
import { e2eSiteRoot } from './site-root';

/** Which server a spec runs against: `npm run serve` (Node), `npm run serve:nginx` or `npm run serve:edge` (workerd and R2). */
export type ServerKind = 'node' | 'nginx' | 'edge';

export const serverKind: ServerKind =
  process.env.EDGE_E2E === '1' ? 'edge' : process.env.NGINX_E2E === '1' ? 'nginx' : 'node';

/** A site of a spec's own, started with the README's command, and what a deployer sees of it. */
export interface DeploySite {
  origin: string;
  previewOrigin: string;
  /** The environment the release commands need to deploy to it, as the server printed or as it was started. */
  env: Record<string, string>;
  /** The site release `live` names. */
  live: () => Promise<string | undefined>;
  /** The site release `preview` names. */
  preview: () => Promise<string | undefined>;
  /** Every file of a deployable's releases with its SHA-256. */
  releases: (name: string) => Promise<Record<string, string>>;
  /** The bucket a site at the edge serves from; none for a folder. */
  bucket?: BucketStore;
  /** At the edge, the named previews' own bucket. */
  previews?: BucketStore;
  stop: () => Promise<void>;
}

/** The bucket of a site at the edge. */
export function bucketOf(site: DeploySite): BucketStore {
  if (!site.bucket) throw new Error(`${site.origin} serves from a folder, not a bucket`);
  return site.bucket;
}

/** The named previews' bucket of a site at the edge. */
export function previewsBucketOf(site: DeploySite): BucketStore {
  if (!site.previews) throw new Error(`${site.origin} serves from a folder: it has no named previews`);
  return site.previews;
}

/**
 * A GET of a URL, asked of this machine with the URL's host name in `Host` (or the one given): the
 * preview's host name (`preview.localhost`) resolves in Chromium but not in Node.
 */
export function requestAt(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port, pathname, search, host } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      // A connection of its own: a kept-alive one that the server closed meanwhile would hang up.
      .get(
        { host: '127.0.0.1', port, path: `${pathname}${search}`, headers: { host, ...headers }, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject);
  });
}

export const textAt = async (url: string) => (await requestAt(url)).body.toString('utf8');

/** The cookies an answer sets, as a `Cookie` header sends them back. */
export const cookiesSetBy = (headers: http.IncomingHttpHeaders): string =>
  (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/**
 * A page of the preview as a reviewer who opened the link a `--preview` deploy printed gets it: with
 * the cookie the link set (at the edge), or as it is (the local servers' preview ports ask for none).
 */
export async function previewTextAt(link: string, pathname: string): Promise<string> {
  const cookie = cookiesSetBy((await requestAt(link)).headers);
  return (await requestAt(new URL(pathname, link).href, cookie ? { cookie } : {})).body.toString('utf8');
}

/** Starts the kind of server this run tests on `port`, from an empty store named `name`. */
export async function startDeploySite(
  kind: ServerKind,
  port: number,
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<DeploySite> {
  const state = e2eSiteRoot(`${name}-${kind}`);
  fs.rmSync(state, { recursive: true, force: true });
  if (kind === 'edge') {
    const site = await startSite('serve:edge', { PORT: String(port), EDGE_STATE: state, ...extraEnv });
    const siteStore = /^SITE_STORE=(\S+)$/m.exec(site.output)?.[1] ?? '';
    const previewStore = /^PREVIEW_STORE=(\S+)$/m.exec(site.output)?.[1] ?? '';
    const store = new BucketStore(parseBucketAddress(siteStore));
    return {
      origin: `http://localhost:${port}`,
      previewOrigin: `http://preview.localhost:${port}`,
      env: { SITE_STORE: siteStore, PREVIEW_STORE: previewStore },
      live: async () => (await store.pointer('live'))?.site,
      preview: async () => (await store.pointer('preview'))?.site,
      releases: async (deployable) => {
        const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
        try {
          await store.fetchTree(`releases/${deployable}`, copy);
          return snapshotFiles(copy);
        } finally {
          fs.rmSync(copy, { recursive: true, force: true });
        }
      },
      bucket: store,
      previews: new BucketStore(parseBucketAddress(previewStore)),
      stop: site.stop,
    };
  }
  const env = { PORT: String(port), SITE_ROOT: state };
  const site = await startSite(kind === 'nginx' ? 'serve:nginx' : 'serve', { ...env, ...extraEnv });
  return {
    origin: `http://127.0.0.1:${port}`,
    previewOrigin: `http://127.0.0.1:${port + 5}`,
    env,
    live: async () => path.basename(fs.readlinkSync(layout.pointer(state, 'live'))),
    preview: async () => path.basename(fs.readlinkSync(layout.pointer(state, 'preview'))),
    releases: async (deployable) => snapshotFiles(path.join(state, 'releases', deployable)),
    stop: site.stop,
  };
}
