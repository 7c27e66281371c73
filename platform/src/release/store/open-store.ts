import { edgeOrigins, hostingFromEnv, type Hosting, type Origins } from '../../site/hosting';
import { bucketScheme, parseBucketAddress } from './bucket-address';
import { BucketStore } from './bucket-store';
import { FolderStore } from './folder-store';
import { OverlayStore } from './overlay-store';
import { isSnapshot, SnapshotStore } from './snapshot-store';
import { z } from 'zod';
import { originsFile, parseRecord } from '@radix/release-model';
import { ReleaseRefusal, type SiteStore } from './store';

/** What the edge serves a bucket's site at, as `origins.json` at the bucket's root says. */
export interface EdgeOriginsFile {
  siteOrigin: string;
  previewOrigin: string;
}

const edgeOriginsSchema: z.ZodType<EdgeOriginsFile> = z.object({ siteOrigin: z.url(), previewOrigin: z.url() });

export interface OpenedStore {
  store: SiteStore;
  origins: Origins;
  /** The local servers of a folder store (`npm run serve`, nginx); nothing for a bucket behind the edge. */
  local?: Hosting;
}

const reachable = <T>(address: string, work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    const cause = /\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN)\b/.exec(
      String((error as Error).message),
    )?.[1];
    if (cause)
      throw new ReleaseRefusal(
        `the store at ${address} does not answer (${cause}): is the edge running? ("npm run serve:edge" locally)`,
      );
    throw error;
  });

/** The origins a bucket's site is served at, from its `origins.json`. */
export async function readEdgeOrigins(store: SiteStore): Promise<EdgeOriginsFile> {
  const text = await reachable(store.address, store.readText(originsFile));
  if (text === undefined) {
    throw new ReleaseRefusal(
      `${store.address} has no ${originsFile}: "npm run serve:edge" writes it; for a production bucket put {"siteOrigin": "https://…", "previewOrigin": "https://…"} there once`,
    );
  }
  try {
    return parseRecord(edgeOriginsSchema, text, `${store.address}/${originsFile}`);
  } catch (error) {
    throw new ReleaseRefusal(
      `${(error as Error).message} ({"siteOrigin": "https://…", "previewOrigin": "https://…"} is expected)`,
    );
  }
}

/**
 * Whether a `SITE_STORE` that is not a bucket's address is some other address (`https://…`,
 * `s3://…`, `S3+HTTPS://…`, `key:secret@host/…`) rather than a folder: such a value is refused, never
 * taken for a folder named after it, which every message would then print with its credentials.
 */
const looksLikeAddress = (value: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^[^/\\]*:[^/\\]*@/.test(value) || /\/\/[^/]*@/.test(value);

/**
 * The store the release commands work on: `SITE_STORE`, a bucket (`s3+https://<endpoint>/<bucket>`,
 * credentials from the environment, or the local R2's own on loopback) or a folder; unset, the site root folder of `npm run serve`
 * (`SITE_ROOT`).
 */
export async function storeFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<OpenedStore> {
  const value = env.SITE_STORE;
  if (value && !value.startsWith(bucketScheme) && looksLikeAddress(value)) {
    throw new ReleaseRefusal(
      `SITE_STORE is an address but not a bucket's (${bucketScheme}<endpoint>/<bucket>) nor a folder; it is not shown, as it may hold credentials`,
    );
  }
  if (value && !value.startsWith(bucketScheme) && isSnapshot(value)) {
    const store = new SnapshotStore(value);
    return { store, origins: edgeOrigins(await readEdgeOrigins(store)) };
  }
  if (!value?.startsWith(bucketScheme)) {
    const hosting = hostingFromEnv(value ? { ...env, SITE_ROOT: value } : env);
    return { store: new FolderStore(hosting.siteRoot), origins: hosting, local: hosting };
  }
  const store = new BucketStore(parseBucketAddress(value, env));
  return { store, origins: edgeOrigins(await readEdgeOrigins(store)) };
}

/** Why a named preview is refused on a store the edge does not serve: only the edge has a host for each. */
export const namedPreviewsNeedEdge =
  'named previews are served by the edge only (SITE_STORE=s3+…): the Node server and nginx serve one preview, the last "--preview" deploy without a name, on their preview port';

/** Why a named preview cannot be made without `PREVIEW_STORE`. */
export const previewStoreNeeded =
  'named previews live in a bucket of their own: set PREVIEW_STORE to its address (s3+https://<endpoint>/<bucket>; "npm run serve:edge" prints the local one), with credentials that can write it alone';

/** The named previews' own bucket, `PREVIEW_STORE` (credentials from the environment, or the local R2's own for it). */
export function previewStoreFromEnv(env: NodeJS.ProcessEnv = process.env): BucketStore {
  const value = env.PREVIEW_STORE;
  if (!value) throw new ReleaseRefusal(previewStoreNeeded);
  return new BucketStore(parseBucketAddress(value, env, 'PREVIEW_STORE'));
}

/**
 * What a named preview deploys with: production (`SITE_STORE`: the bucket, or a snapshot of it)
 * read, never written, under the previews' bucket, where everything it writes goes. The two must not
 * be one bucket: the previews' credentials would then write production.
 */
export function namedPreviewStore(opened: OpenedStore, env: NodeJS.ProcessEnv = process.env): OpenedStore {
  if (opened.local) throw new ReleaseRefusal(namedPreviewsNeedEdge);
  const previews = previewStoreFromEnv(env);
  if (previews.address === opened.store.address)
    throw new ReleaseRefusal(
      'PREVIEW_STORE names the same bucket as SITE_STORE: named previews need a bucket of their own',
    );
  return { ...opened, store: new OverlayStore(opened.store, previews) };
}
