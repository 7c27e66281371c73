import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Deployable, keys, originsFile, refusedFile, rolledBackFile } from '@radix/release-model';
import { deploy } from '../../commands/deploy';
import { rollback } from '../../commands/rollback';
import { readPreview } from '../../records/preview-record';
import { listReleases } from '../../records/releases';
import { liveSite } from '../../records/site-releases';
import { everyObject, fakeBuild, snapshotStore, useDeployedSite } from '../../__tests__/fixtures';
import { namedPreviewStore, storeFromEnv } from '../open-store';
import { BucketStore } from '../bucket-store';
import { OverlayStore } from '../overlay-store';
import { SnapshotStore, takeSnapshot } from '../snapshot-store';
import type { SiteStore } from '../store';

/** Production with the `origins.json` a bucket behind the edge has, and its snapshot taken into `folder`. */
async function snapshotWithOrigins(store: SiteStore, folder: string): Promise<number> {
  await store.putFile(
    originsFile,
    '{"siteOrigin":"http://localhost:9080","previewOrigin":"http://preview.localhost:9080"}',
  );
  return takeSnapshot(store, folder);
}

describe("a snapshot of production, which a named preview's job reads with no key of production", () => {
  const deployed = useDeployedSite('bucket', 'snapshot-');
  let folder: string;

  beforeEach(() => {
    folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taken-')), 'snapshot');
  });

  it('holds what may be served (live, the one live before) whole, of a rolled-back or refused release its records alone, of a never-live candidate nothing, and refuses every write', async () => {
    const { dir, context, store } = deployed();
    const first = await liveSite(store);
    const before = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }));
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal three' }));
    await store.putFile(`${keys.release('legal', first.releases.legal)}/${rolledBackFile}`, '{}');
    const candidate = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'services kept' }), {
      kind: 'preview',
    });
    const refused = await deploy(context, 'products', fakeBuild(dir, 'products', { text: 'products refused' }), {
      kind: 'preview',
    });
    await store.putFile(`${keys.release('products', refused.release)}/${refusedFile}`, '{}');
    expect(await snapshotWithOrigins(store, folder)).toBeGreaterThan(0);

    const snapshot = new SnapshotStore(folder);
    expect(await snapshot.pointer('live')).toEqual(await store.pointer('live'));
    const live = await liveSite(snapshot);
    expect(live).toEqual(await liveSite(store));
    for (const site of [live, before.site]) {
      expect(await snapshotStore(snapshot, keys.site(site.id))).toEqual(await snapshotStore(store, keys.site(site.id)));
      for (const [part, id] of Object.entries(site.releases) as [Deployable, string][])
        expect(await snapshotStore(snapshot, keys.release(part, id))).toEqual(
          await snapshotStore(store, keys.release(part, id)),
        );
    }
    expect(await snapshot.list(keys.sites)).toEqual([live.id, before.site.id].sort());
    expect(await snapshotStore(snapshot, keys.site(first.id))).toEqual({});
    expect(await snapshotStore(snapshot, keys.site(candidate.site.id))).toEqual({});
    expect(await snapshotStore(snapshot, keys.release('services', candidate.release))).toEqual({});
    for (const [part, id, mark] of [
      ['legal', first.releases.legal, rolledBackFile],
      ['products', refused.release, refusedFile],
    ] as const) {
      const files = Object.keys(await snapshotStore(snapshot, keys.release(part, id)));
      expect(files).toContain(mark);
      expect(files.filter((file) => !file.endsWith('.json') || file.includes('/'))).toEqual([]);
    }

    for (const write of [
      () => snapshot.putFile('live', 'site-x'),
      () => snapshot.setPointer('live', 'site-x'),
      () => snapshot.remove(keys.releases('legal')),
      () => snapshot.lock(),
    ])
      await expect(write()).rejects.toThrow(/is a snapshot of production, read only/);
    await expect(snapshot.readText('../snapshot.json')).rejects.toThrow(/is not a key of the snapshot/);
    await expect(takeSnapshot(store, folder)).rejects.toThrow(/is not empty/);
  });

  it('holds no site release live before the current one when the switch away from it was a rollback', async () => {
    const { dir, context, store } = deployed();
    const first = await liveSite(store);
    const rolledBack = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }));
    await rollback(context, 'legal');
    expect((await liveSite(store)).id).toBe(first.id);
    await snapshotWithOrigins(store, folder);
    const snapshot = new SnapshotStore(folder);
    expect(await snapshot.list(keys.sites)).toEqual([first.id]);
    const files = Object.keys(await snapshotStore(snapshot, keys.release('legal', rolledBack.release)));
    expect(files.filter((file) => !file.endsWith('.json') || file.includes('/'))).toEqual([]);
  });

  it("is what a named preview is composed with from SITE_STORE: everything it writes goes to the previews' bucket", async () => {
    const { dir, context, store, under } = deployed();
    await snapshotWithOrigins(store, folder);
    const before = await everyObject(store);
    const previews = under.previews as SiteStore;
    const env = { SITE_STORE: folder, PREVIEW_STORE: under.edge?.previewStore };
    const opened = namedPreviewStore(await storeFromEnv(env), env);
    expect(opened.store).toBeInstanceOf(OverlayStore);
    expect((opened.store as OverlayStore).base).toBeInstanceOf(SnapshotStore);

    const build = fakeBuild(dir, 'legal', { text: 'legal in a pull request' });
    const result = await deploy({ ...context, store: opened.store }, 'legal', build, {
      kind: 'named-preview',
      name: 'pr-9',
    });
    expect(await readPreview(previews, 'pr-9')).toEqual(
      expect.objectContaining({ site: result.site.id, verdict: 'passed' }),
    );
    expect((await listReleases(previews, 'legal')).map((release) => release.id)).toEqual([result.release]);
    expect(await everyObject(store)).toEqual(before);
  });

  it('is refused for any deploy but a named preview, and PREVIEW_STORE must be a bucket of its own', async () => {
    const { dir, context, store, under } = deployed();
    await snapshotWithOrigins(store, folder);
    const { store: snapshot } = await storeFromEnv({ SITE_STORE: folder });
    await expect(
      deploy({ ...context, store: snapshot }, 'legal', fakeBuild(dir, 'legal', { text: 'legal live' })),
    ).rejects.toThrow(/is read only: only a named preview \(with PREVIEW_STORE\) is composed with a snapshot/);
    const env = { SITE_STORE: under.edge?.siteStore, PREVIEW_STORE: under.edge?.siteStore };
    expect(() => namedPreviewStore({ store, origins: context.hosting }, env)).toThrow(
      /PREVIEW_STORE names the same bucket as SITE_STORE/,
    );
    expect(() => namedPreviewStore({ store, origins: context.hosting }, { SITE_STORE: under.edge?.siteStore })).toThrow(
      /^named previews live in a bucket of their own: set PREVIEW_STORE/,
    );
  });

  it("gives the previews' credentials nothing of the production bucket, neither to read nor to write", async () => {
    const { under } = deployed();
    const edge = under.edge as NonNullable<typeof under.edge>;
    const withPreviewKeys = new BucketStore({ ...edge.bucket, credentials: edge.previewsBucket.credentials });
    await expect(withPreviewKeys.readText('live')).rejects.toThrow('Unauthorized');
    await expect(withPreviewKeys.putFile('live', 'site-0000')).rejects.toThrow('Unauthorized');
    expect(await under.store.pointer('live')).toEqual(expect.objectContaining({ site: expect.any(String) }));
    const withSiteKeys = new BucketStore({ ...edge.previewsBucket, credentials: edge.bucket.credentials });
    await expect(withSiteKeys.putFile('previews/pr-1/preview.json', '{}')).rejects.toThrow('Unauthorized');
  });
});
