import { remoteNames, type RemoteName } from '@radix/site-kit/contracts';

/** What a team deploys: the shell or one of the remotes. */
export type Deployable = 'shell' | RemoteName;

/**
 * The release layout, in a site root folder and in a bucket (as `/`-separated keys). It is the same
 * in both but for the history and what only one of them needs, as said below:
 *
 *   releases/<deployable>/<release id>/   one immutable tree per deploy of a deployable
 *                                         (the shell's holds `web/`, what browsers get, and `server/`,
 *                                         its renderer); release.json is written last;
 *                                         cleared.json once the gate passed it, public.json once
 *                                         the switch made it public, refused.json if refused
 *   sites/<site id>/                      one immutable site release: runtime-config.json (their
 *                                         manifest URLs), pages/ rendered from exactly those releases,
 *                                         site.json (which release of each deployable) written last;
 *                                         gate.json once checked, went-live.json once `live` named it,
 *                                         refused-checks/ for each browser check that failed
 *                                         (in a folder also `shell` -> the shell release's web/, for nginx)
 *   live, preview                         the pointers: which site release visitors get, and the
 *                                         candidate of the last deploy (a link in a folder, an object
 *                                         naming the site release in a bucket)
 *   history                               every switch of `live`, oldest first: one line each in
 *                                         `history.jsonl` in a folder, one object each under
 *                                         `history/` in a bucket (objects are not appended to)
 *   origins.json                          in a bucket: the origins the edge serves it at
 *
 * A named preview's deploy writes the same layout, but the pointers and the history, into a bucket
 * of its own (the worker's `PREVIEWS`, never production's `SITE`): the candidate site releases and
 * the releases it makes, with their marks, its record and review under `previews/<name>/`, and a
 * copy of production's origins.json. The edge reads a named preview's releases from there first,
 * then from production's bucket, where the live releases it is composed with stay.
 */
export const deployables: readonly Deployable[] = ['shell', ...remoteNames];

export const isDeployable = (name: string | undefined): name is Deployable =>
  deployables.some((deployable) => deployable === name);

export type Pointer = 'live' | 'preview';

/** The two folders of a shell release: what browsers get, and its Node build (the renderer). */
export const shellReleaseParts = { web: 'web', server: 'server' } as const;

/** Where every deployable's releases are: a named preview reads those its own bucket lacks from production's. */
export const releasesKey = 'releases';

/** The keys of the layout, in a folder or a bucket. */
export const keys = {
  releases: (name: Deployable) => `${releasesKey}/${name}`,
  release: (name: Deployable, id: string) => `${releasesKey}/${name}/${id}`,
  sites: 'sites',
  site: (id: string) => `sites/${id}`,
  /** The part of a deployable's release that browsers get (the shell's `web/`). */
  servedFiles: (name: Deployable, id: string) =>
    name === 'shell' ? `${releasesKey}/shell/${id}/${shellReleaseParts.web}` : `${releasesKey}/${name}/${id}`,
  /** The shell release's Node build (its renderer). */
  shellServer: (id: string) => `${releasesKey}/shell/${id}/${shellReleaseParts.server}`,
  /** The mark that browser check `check` of site release `id` failed. */
  refusedCheck: (id: string, check: string) => `sites/${id}/${refusedChecksDir}/${check}.json`,
};

/** Files of a release and of a site release that describe them. */
export const releaseFile = 'release.json';
export const siteFile = 'site.json';
export const gateFile = 'gate.json';
/**
 * Beside a site release once `live` has named it, never removed but with it. The edge's pins
 * (`?dpl=`) no longer follow it: they reach only what is released now (the edge's `pinnable.ts`).
 */
export const wentLiveFile = 'went-live.json';
/** Beside a site release, one file per browser check of it that failed (`<check>.json`): that check's token opens nothing. */
export const refusedChecksDir = 'refused-checks';
/**
 * Beside a release once a site release holding it passed the gate: the gate's verdict (the edge's
 * public files need `publicFile`).
 */
export const clearedFile = 'cleared.json';
/**
 * Beside a release once a site release holding it is about to be named by `live`, or is a canary's
 * arm: written by the switch before the pointer. Only from then on does the edge serve the release's
 * files on the site's host (immutable, to anyone); before, a candidate's files reach reviewers alone,
 * on a preview host, with a token. Written once, never removed but with the release.
 */
export const publicFile = 'public.json';
/** Beside a release the gate refused: when, at which step and why. */
export const refusedFile = 'refused.json';
/**
 * Beside a release rolled back (`RolledBack`), by the edge's judge (its canary) or by hand
 * (`npm run rollback`): a deploy or promote of it again needs `--force`, and says why; and the edge
 * serves its files on the site's host only while a site release it may still serve names it.
 */
export const rolledBackFile = 'rolled-back.json';

/**
 * Beside a canary's first site release (its id), when the canary came from a pipeline that records
 * GitHub Deployments: `{ "statusesUrl": <the Deployment's statuses_url> }`, where the edge's judge
 * posts a rollback or a stage held at its deadline.
 */
export const deploymentFile = 'deployment.json';

/** At a bucket's root: the origins the edge serves its site at, which a site release's pages name. */
export const originsFile = 'origins.json';

/** In a bucket: the lease a release command holds while it writes (`lease.ts`); the edge's judge waits while it is held. */
export const lockKey = 'release.lock';
/** In a bucket: one object per line of the history, named so that their names sort as they were written. */
export const historyPrefix = 'history';
export const historyKey = (at: Date, tag: string) => `${historyPrefix}/${at.toISOString()}-${tag}.json`;

/** Names that never collide with a release or site id: work in progress, removed when it fails. */
export const incomingPrefix = '.incoming-';

export const isReleaseOrSiteId = (name: string) => !name.startsWith('.');
