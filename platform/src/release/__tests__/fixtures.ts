import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { specRoutesOf } from '@radix/site-kit/route-table';
import { type Deployable } from '@radix/release-model';
import { edgeOrigins, hostingFor, type Origins } from '../../site/hosting';
import { startLocalEdge, type LocalEdge } from '../../local-edge/local-edge';
import type { LeaseTiming } from '../store/bucket-lease';
import { BucketStore } from '../store/bucket-store';
import { OverlayStore } from '../store/overlay-store';
import { modulesUsed } from '../plan/contract';
import { deployCurrentBuilds } from '../commands/first-start';
import { releaseContext, type ReleaseContext } from '../context';
import { FolderStore } from '../store/folder-store';
import type { BuildFolders } from '../../site/deployables';
import type { SiteStore } from '../store/store';

/**
 * A build of a deployable as the builds leave it, small: release-info.json, a manifest exposing what
 * the shell loads (remotes), an entry file, a content-hashed chunk whose content is `text`.
 */
export function fakeBuild(
  dir: string,
  name: Deployable,
  { text = 'one', contractVersion = 1, exposes }: { text?: string; contractVersion?: number; exposes?: string[] } = {},
): BuildFolders {
  const web = path.join(dir, `${name}-${text}-${contractVersion}-${exposes?.join('+') ?? 'all'}`, 'dist');
  fs.mkdirSync(web, { recursive: true });
  fs.writeFileSync(
    path.join(web, 'release-info.json'),
    JSON.stringify({ name, contractVersion, routes: specRoutesOf(name) }),
  );
  const hash = Buffer.from(text.padEnd(4, '_')).toString('hex').slice(0, 8);
  fs.writeFileSync(path.join(web, `chunk.${hash}.js`), `export default ${JSON.stringify(text)};`);
  if (name === 'shell') {
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id=root></div>');
    fs.writeFileSync(path.join(web, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: '/api/', remotes: {} }));
    const server = path.join(path.dirname(web), 'dist-server');
    fs.mkdirSync(server, { recursive: true });
    fs.writeFileSync(path.join(server, 'server.js'), `module.exports = ${JSON.stringify(text)};`);
    return { web, server };
  }
  const names = exposes ?? modulesUsed(name as (typeof remoteNames)[number]);
  fs.writeFileSync(
    path.join(web, 'mf-manifest.json'),
    JSON.stringify({ exposes: names.map((expose) => ({ name: expose })) }),
  );
  fs.writeFileSync(path.join(web, 'remoteEntry.js'), '');
  return { web };
}

export interface Recorder {
  renders: string[];
  browserRuns: string[][];
  /** The preview token the last browser check was given. */
  browserToken?: string;
  /** The token and the origins of release files the last render was given. */
  renderFiles?: { token?: string; origins?: string[] };
  /** The origins of release files the last browser check sent its token to. */
  browserFilesOrigins?: readonly string[];
  failRender?: string;
  browserProblems?: string[];
}

/** A release context on a store, whose renders and browser checks are recorded and can be made to fail. */
export function fakeContext(
  { store, origins }: { store: SiteStore; origins: Origins },
  recorder: Recorder,
  now = ticking(new Date('2026-11-24T08:00:00Z')),
): ReleaseContext {
  const lines: string[] = [];
  return releaseContext({
    store,
    hosting: origins,
    log: (line) => lines.push(line),
    now,
    checks: {
      render: async (job) => {
        recorder.renders.push(job.configFile);
        recorder.renderFiles = { token: job.filesToken, origins: job.filesOrigins };
        if (recorder.failRender) throw new Error(recorder.failRender);
        fs.mkdirSync(job.pagesDir, { recursive: true });
        fs.writeFileSync(path.join(job.pagesDir, 'index.html'), fs.readFileSync(job.configFile, 'utf8'));
        return 'rendered';
      },
      browser: async (_origin, routes, options) => {
        recorder.browserRuns.push([...routes]);
        recorder.browserToken = options?.token;
        recorder.browserFilesOrigins = options?.filesOrigins;
        return recorder.browserProblems ?? [];
      },
    },
  });
}

/** A clock that moves a second at every reading, so that releases written one after another sort in that order. */
function ticking(start: Date): () => Date {
  let at = start.getTime();
  return () => new Date((at += 1000));
}

export type StoreKind = 'folder' | 'bucket';

export interface StoreUnderTest {
  store: SiteStore;
  origins: Origins;
  /** A second client of the same store, as another runner would have: a bucket's own, or the same folder. */
  other: (lease?: LeaseTiming) => SiteStore;
  /** The local edge whose R2 a bucket store is (its bindings, for the judge's writes): none for a folder. */
  edge?: LocalEdge;
  /** Beside a bucket, the named previews' own bucket of the same local R2. */
  previews?: SiteStore;
}

/** What a named preview deploys with: the store under test read, the previews' bucket written (`namedPreviewStore`). */
export function namedPreviewContext(context: ReleaseContext, under: StoreUnderTest): ReleaseContext {
  if (!under.previews) throw new Error('named previews need a bucket store under test');
  return { ...context, store: new OverlayStore(under.store, under.previews) };
}

/**
 * A store of each kind, empty before every test: a folder of its own, or the bucket of a local R2
 * (workerd, through Miniflare) started once for the file, emptied between tests. Call at the top of
 * a `describe`; the returned function gives the current test's store.
 */
export function useStore(kind: StoreKind): () => StoreUnderTest {
  let edge: LocalEdge | undefined;
  let state: string;
  let current: StoreUnderTest | undefined;
  beforeAll(async () => {
    state = fs.mkdtempSync(path.join(os.tmpdir(), `store-${kind}-`));
    if (kind === 'bucket') edge = await startLocalEdge({ host: '127.0.0.1', port: 0, persist: path.join(state, 'r2') });
  }, 60_000);
  afterAll(async () => {
    await edge?.dispose();
    fs.rmSync(state, { recursive: true, force: true });
  });
  // Emptying a bucket a scenario filled takes one call per object: seconds on a loaded machine.
  beforeEach(async () => {
    if (edge) {
      const bucket = edge.bucket;
      const store = new BucketStore(bucket);
      const previews = new BucketStore(edge.previewsBucket);
      await Promise.all([store.remove(''), previews.remove('')]);
      current = {
        store,
        origins: edgeOrigins({ siteOrigin: 'http://localhost:9080', previewOrigin: 'http://preview.localhost:9080' }),
        other: (lease) => new BucketStore(bucket, lease),
        edge,
        previews,
      };
    } else {
      const root = fs.mkdtempSync(path.join(state, 'site-root-'));
      current = {
        store: new FolderStore(root),
        origins: hostingFor({ host: '127.0.0.1', port: 9080, siteRoot: root }),
        other: () => new FolderStore(root),
      };
    }
  }, 60_000);
  return () => {
    if (!current) throw new Error('useStore: no store outside a test');
    return current;
  };
}

/** A store with every part's build deployed and live, and what a test deploys with. */
export interface DeployedSite {
  /** The folder of the test's builds, removed after it. */
  dir: string;
  recorder: Recorder;
  context: ReleaseContext;
  under: StoreUnderTest;
  store: SiteStore;
}

/**
 * A store of each kind (as `useStore`) with every part's build deployed before each test, the
 * browser check skipped. Call at the top of a `describe`; the returned function gives the current
 * test's site.
 */
export function useDeployedSite(kind: StoreKind, prefix: string): () => DeployedSite {
  const current = useStore(kind);
  const deployed: { site?: DeployedSite } = {};
  beforeEach(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const recorder: Recorder = { renders: [], browserRuns: [] };
    const under = current();
    const context = fakeContext(under, recorder);
    const builds = allBuilds(dir);
    await deployCurrentBuilds({ ...context, skipBrowserCheck: true }, (name) => builds[name]);
    deployed.site = { dir, recorder, context, under, store: under.store };
  });
  afterEach(() => {
    if (deployed.site) fs.rmSync(deployed.site.dir, { recursive: true, force: true });
    delete deployed.site;
  });
  return () => {
    if (!deployed.site) throw new Error('useDeployedSite: no site outside a test');
    return deployed.site;
  };
}

/** Every object of a store but its lease, by key, to see that a command wrote nothing there. */
export async function everyObject(store: SiteStore): Promise<Record<string, string>> {
  const trees = await Promise.all(
    ['releases', 'sites', 'previews', 'history'].map(async (prefix) =>
      Object.entries(await snapshotStore(store, prefix)).map(([file, text]) => [`${prefix}/${file}`, text]),
    ),
  );
  const pointers = await Promise.all(
    (['live', 'preview'] as const).map(async (pointer) => [pointer, JSON.stringify(await store.pointer(pointer))]),
  );
  return Object.fromEntries([...trees.flat(), ...pointers]);
}

/** Every file under a key of a store with its content, to compare it before and after. */
export async function snapshotStore(store: SiteStore, key: string): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  try {
    await store.fetchTree(key, dir);
    return snapshot(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file under a folder with its content, to compare a folder before and after. */
export function snapshot(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => fs.lstatSync(path.join(dir, file)).isFile())
      .map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]),
  );
}

export const allBuilds = (dir: string, text = 'one') =>
  Object.fromEntries(
    (['shell', ...remoteNames] as Deployable[]).map((name) => [name, fakeBuild(dir, name, { text })]),
  ) as Record<Deployable, BuildFolders>;
