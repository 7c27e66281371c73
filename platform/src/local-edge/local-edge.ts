import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Miniflare } from 'miniflare';
import { canaryPolicy, limits } from '@radix/release-model';
import { edgePackageDir, migrateVitals } from './migrations';
import {
  formatBucketAddress,
  localBucketCredentials,
  localPreviewsBucket,
  localPreviewsCredentials,
  type BucketAddress,
} from '../release/store/bucket-address';

/**
 * Nothing the local edge does may reach beyond loopback: no telemetry, no update checks, no error
 * reports, and no fetch of Cloudflare's request metadata (`cf.json`).
 */
export const offlineEnvironment = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_WRITE_LOGS: 'false',
  DO_NOT_TRACK: '1',
} as const;

/** The bucket the worker is bound to. */
export const localBucket = 'site';

/** The D1 database of visitors' measurements, kept in `<persist>/d1`. */
export const localVitalsDatabase = 'vitals';

/** When the Cron Trigger runs the canary's judge: every minute (as `wrangler.toml` says). */
export const judgeCron = '* * * * *';

export { edgePackageDir, migrationFiles } from './migrations';

/** The bundled worker (`npm run build -w edge`). */
export function workerBundle(): string {
  const file = path.join(edgePackageDir, 'dist', 'worker.mjs');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build -w edge" first`);
  return file;
}

/** A port free on the loopback now: for a local edge whose origins must name its port before it starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface LocalEdge {
  /** The address of the worker's own listener, which visitors reach. */
  url: URL;
  /** The bucket's S3 API, as `SITE_STORE` names it. */
  bucket: BucketAddress;
  siteStore: string;
  /** The named previews' own bucket (the worker's `PREVIEWS`), with credentials of its own, as `PREVIEW_STORE` names it. */
  previewsBucket: BucketAddress;
  previewStore: string;
  /** Runs the worker's Cron Trigger as if it fired at `scheduledTime` (the canary's judge). */
  scheduled: (scheduledTime: number) => Promise<void>;
  /** The D1 database of visitors' measurements the worker is bound to (`VITALS`). */
  vitals: () => ReturnType<Miniflare['getD1Database']>;
  /** The key of the beacon tokens the worker signs (`BEACON_SECRET`): the one `bindings` gave, else one drawn at the start. */
  beaconSecret: string;
  /** The worker's own R2 binding (`SITE`), for tests that write as the worker does. */
  binding: () => ReturnType<Miniflare['getR2Bucket']>;
  dispose: () => Promise<void>;
}

/**
 * Runs the edge worker in workerd (through Miniflare) on `host:port`, bound to an R2 bucket kept in
 * `persist`, whose S3 API answers on `storePort` (`/cdn-cgi/local/r2/s3/<bucket>`), with the
 * Cache API (`caches.default`) kept beside it, and its D1 database migrated as in production. With no
 * `script`, only the bucket, on `host:port` (for the store's tests).
 */
export async function startLocalEdge({
  host,
  port,
  storePort = 0,
  persist,
  bindings = {},
  script,
  triggerHandlers = false,
}: {
  host: string;
  port: number;
  /** Where the bucket's S3 API listens beside the worker (0: any free port). */
  storePort?: number;
  persist: string;
  bindings?: Record<string, string>;
  script?: string;
  /** Lets a request run the Cron Trigger at the time it names (`/cdn-cgi/handler/scheduled?time=<ms>`, Miniflare's). */
  triggerHandlers?: boolean;
}): Promise<LocalEdge> {
  Object.assign(process.env, offlineEnvironment);
  fs.mkdirSync(persist, { recursive: true });
  const beaconSecret = bindings.BEACON_SECRET ?? crypto.randomBytes(32).toString('hex');
  const miniflare = new Miniflare({
    modules: true,
    ...(script
      ? { scriptPath: script, modulesRoot: path.dirname(script) }
      : { script: 'export default { fetch: () => new Response("the bucket only", { status: 404 }) }' }),
    compatibilityDate: '2026-07-01',
    bindings: { ...bindings, BEACON_SECRET: beaconSecret },
    r2Buckets: {
      SITE: { id: localBucket, s3Credentials: localBucketCredentials },
      PREVIEWS: { id: localPreviewsBucket, s3Credentials: localPreviewsCredentials },
    },
    r2Persist: persist,
    cachePersist: path.join(persist, 'cache'),
    d1Databases: { VITALS: localVitalsDatabase },
    // As `edge/wrangler.toml` declares it (Miniflare counts in memory, per fixed minute).
    ratelimits: {
      VISITS_LIMIT: { namespace_id: '1055', simple: { limit: canaryPolicy.visitsPerMinute, period: 60 } },
      FORMS_LIMIT: { namespace_id: '1056', simple: { limit: limits.calls.max, period: limits.calls.windowMs / 1000 } },
    },
    d1Persist: path.join(persist, 'd1'),
    cf: false,
    unsafeTriggerHandlers: triggerHandlers,
    host,
    // Visitors reach the worker on a socket of its own, as a deployed worker; Miniflare's entry worker
    // (the bucket's S3 API) listens on a port of its own.
    ...(script ? { port: storePort, unsafeDirectSockets: [{ host, port }] } : { port }),
    // Workers' own logs only: no request log line for each of the site's files.
    log: undefined,
  });
  const entry = await miniflare.ready;
  const url = script ? await miniflare.unsafeGetDirectURL() : entry;
  await migrateVitals(await miniflare.getD1Database('VITALS'));
  const bucket: BucketAddress = {
    endpoint: new URL('/cdn-cgi/local/r2/s3', entry).href,
    bucket: localBucket,
    credentials: localBucketCredentials,
  };
  const previewsBucket: BucketAddress = {
    endpoint: bucket.endpoint,
    bucket: localPreviewsBucket,
    credentials: localPreviewsCredentials,
  };
  return {
    url,
    bucket,
    siteStore: formatBucketAddress(bucket),
    previewsBucket,
    previewStore: formatBucketAddress(previewsBucket),
    scheduled: async (scheduledTime) => {
      // Miniflare's types of a worker's Fetcher leave out `scheduled()`, which it has.
      const worker = (await miniflare.getWorker()) as unknown as {
        scheduled(options: { scheduledTime: Date; cron: string }): Promise<{ outcome: string }>;
      };
      const { outcome } = await worker.scheduled({ scheduledTime: new Date(scheduledTime), cron: judgeCron });
      if (outcome !== 'ok') throw new Error(`the worker's scheduled handler ended with ${outcome}`);
    },
    vitals: () => miniflare.getD1Database('VITALS'),
    beaconSecret,
    binding: () => miniflare.getR2Bucket('SITE'),
    dispose: () => miniflare.dispose(),
  };
}
