import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { vitalsPath } from '@radix/site-kit/vitals/beacon';
import {
  beaconCookie,
  createBeaconTaker,
  isDocumentNavigation,
  parseSiteRelease,
  type Pointer,
  signBeaconToken,
  siteFile,
  type VitalsDatabase,
} from '@radix/release-model';
import { migrateVitals } from '../local-edge/migrations';
import { openSqlite } from '../local-edge/sqlite-database';
import { layout } from '../release/store/folder-store';

/** The SQLite file in a site root that the Node server writes visitors' measurements to (`npm run vitals -- --sqlite`). */
export const vitalsFile = 'vitals.sqlite';

/**
 * The site root's SQLite file, opened and migrated as the edge's D1 is (the worker's migrations, the
 * schema's one source) when first asked for; a failure is said once, with what is lost (`lost`), and
 * nothing is opened.
 */
export function siteDatabase(siteRoot: string, lost: string): () => Promise<VitalsDatabase | undefined> {
  let database: Promise<VitalsDatabase | undefined> | undefined;
  return () =>
    (database ??= (async () => {
      try {
        const opened = openSqlite(path.join(siteRoot, vitalsFile));
        await migrateVitals(opened);
        return opened;
      } catch (error) {
        console.error(`${lost}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    })());
}

/** A larger body than this is refused by Fastify itself (413); from 4 KB up the beacon check refuses it with 400. */
const bodyLimit = 64 * 1024;

/** The `Set-Cookie` of a page view's beacon token, for a browser's navigation to a page (`isDocumentNavigation`), else none. */
export type PageViewToken = (
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  site: string,
) => Promise<string | undefined>;

const headersOf = (headers: Record<string, string | string[] | undefined>) =>
  new Headers(
    Object.entries(headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    ),
  );

/**
 * `POST /_vitals` on the Node server, as at the edge (the release model's `vitals/beacons.ts`): only
 * from a page of the site's origin, bringing the unspent token the server gave that page view (signed
 * with `BEACON_SECRET`, or a key drawn at the start), into the SQLite file `vitals.sqlite` of the site
 * root; on the preview's port, 204 and nothing stored. A Node.js without `node:sqlite` (before 22.5)
 * checks the beacons and drops them, saying so once. Gives what a page view's answer adds: its token.
 */
export async function takeBeacons(
  app: FastifyInstance,
  siteRoot: string,
  origin: string,
  pointer: Pointer = 'live',
  secret: string = process.env.BEACON_SECRET || crypto.randomBytes(32).toString('hex'),
): Promise<PageViewToken | undefined> {
  // A preview's visitors are reviewers, not the site's: their beacons are taken and dropped.
  if (pointer === 'preview') {
    app.post(vitalsPath, (_request, reply) => reply.code(204).send());
    return undefined;
  }
  const take = createBeaconTaker({ origins: [origin], tokenSecret: secret });
  const open = siteDatabase(siteRoot, "Visitors' measurements are dropped");
  const shellReleaseOf = async (id: string) => {
    const file = path.join(layout.site(siteRoot, id), siteFile);
    return fs.existsSync(file) ? parseSiteRelease(fs.readFileSync(file, 'utf8'), file).releases.shell : undefined;
  };
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    scoped.post(vitalsPath, async (request, reply) => {
      const beacon = new Request(new URL(vitalsPath, origin), {
        method: 'POST',
        body: Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined,
        headers: {
          'user-agent': request.headers['user-agent'] ?? '',
          cookie: request.headers.cookie ?? '',
          'cf-connecting-ip': request.ip,
          ...(typeof request.headers.origin === 'string' ? { origin: request.headers.origin } : {}),
          ...(typeof request.headers['sec-fetch-site'] === 'string'
            ? { 'sec-fetch-site': request.headers['sec-fetch-site'] }
            : {}),
        },
      });
      const answer = await take(beacon, await open(), shellReleaseOf);
      reply.code(answer.status).headers(Object.fromEntries(answer.headers));
      return reply.send(answer.status === 204 ? undefined : await answer.text());
    });
  });
  const secure = new URL(origin).protocol === 'https:';
  return async (request, site) =>
    isDocumentNavigation({ method: request.method, headers: headersOf(request.headers) })
      ? beaconCookie(await signBeaconToken({ site, arm: 'none', at: Date.now() }, secret), vitalsPath, secure)
      : undefined;
}
