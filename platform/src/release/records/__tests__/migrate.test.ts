import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canaryJudgementKey,
  clearedFile,
  keys,
  parseJudgement,
  previewRecordKey,
  publicFile,
  releaseFile,
} from '@radix/release-model';
import { specRoutesOf } from '@radix/site-kit/route-table';
import { deployCurrentBuilds } from '../../commands/first-start';
import { migrateStore } from '../migrate';
import { listPreviews, readPreview } from '../preview-record';
import { readRelease } from '../releases';
import { pointedSite } from '../site-releases';
import { allBuilds, fakeContext, useStore, type StoreKind } from '../../__tests__/fixtures';

describe.each<StoreKind>(['folder', 'bucket'])('npm run migrate-store on a %s', (kind) => {
  const current = useStore(kind);
  let dir: string;
  const at = new Date('2026-11-30T08:00:00Z');
  const onePart = {
    name: 'pr-3',
    site: 'site-0123456789ab',
    basedOn: 'site-ba9876543210',
    createdAt: '2026-11-20T09:14:03.000Z',
    verdict: 'passed',
    part: 'services',
    release: '20261120T091400Z-3fa2c1',
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const builds = allBuilds(dir);
    await deployCurrentBuilds(fakeContext(current(), { renders: [], browserRuns: [] }), (name) => builds[name]);
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites a record of an old shape into the current one, and a second run rewrites nothing', async () => {
    const { store } = current();
    await store.putFile(previewRecordKey('pr-3'), JSON.stringify(onePart));
    await expect(readPreview(store, 'pr-3')).rejects.toThrow(/^previews\/pr-3\/preview.json is damaged/);

    const first = await migrateStore(store, at);
    expect(first).toEqual(['previews/pr-3/preview.json: one part and its release, as a list of parts']);
    expect(await readPreview(store, 'pr-3')).toEqual({
      name: 'pr-3',
      site: 'site-0123456789ab',
      basedOn: 'site-ba9876543210',
      createdAt: '2026-11-20T09:14:03.000Z',
      verdict: 'passed',
      parts: [{ part: 'services', release: '20261120T091400Z-3fa2c1' }],
    });
    expect(await migrateStore(store, at)).toEqual([]);
    expect(await listPreviews(store)).toHaveLength(1);
  });

  it("gives a release from before releases carried their routes the spec's pages of its part, which the readers then take", async () => {
    const { store } = current();
    const live = await pointedSite(store, 'live');
    const id = live?.releases.legal as string;
    const key = `${keys.release('legal', id)}/${releaseFile}`;
    const { routes, ...before } = JSON.parse((await store.readText(key)) as string) as Record<string, unknown>;
    expect(routes).toBeDefined();
    await store.putFile(key, JSON.stringify(before));
    await expect(readRelease(store, 'legal', id)).rejects.toThrow(new RegExp(`${key} is damaged`));

    expect(await migrateStore(store, at)).toEqual([`${key}: the routes the legal release drew`]);
    expect((await readRelease(store, 'legal', id)).routes).toEqual(specRoutesOf('legal'));
    expect(await migrateStore(store, at)).toEqual([]);
  });

  it('stops, naming the record, at one of no shape it knows, and leaves it as it was', async () => {
    const { store } = current();
    await store.putFile(previewRecordKey('pr-4'), JSON.stringify({ name: 'pr-4' }));
    await expect(migrateStore(store, at)).rejects.toThrow(
      /^previews\/pr-4\/preview.json is of no shape the migration knows/,
    );
    expect(await store.readText(previewRecordKey('pr-4'))).toBe(JSON.stringify({ name: 'pr-4' }));
  });
});

describe('npm run migrate-store on a folder whose marks were lost', () => {
  const folder = useStore('folder');
  const at = new Date('2026-11-30T08:00:00Z');
  let dir: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const builds = allBuilds(dir);
    await deployCurrentBuilds(fakeContext(folder(), { renders: [], browserRuns: [] }), (name) => builds[name]);
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('marks the live releases cleared and public where a store from before those marks lacks them', async () => {
    const { store } = folder();
    const live = await pointedSite(store, 'live');
    const legal = `${keys.release('legal', live?.releases.legal ?? '')}`;
    await store.remove(`${legal}/${clearedFile}`);
    await store.remove(`${legal}/${publicFile}`);
    expect(await migrateStore(store, at)).toEqual([
      `${legal}/${clearedFile}: a live release marked`,
      `${legal}/${publicFile}: a live release marked`,
    ]);
    expect(await store.readText(`${legal}/${publicFile}`)).toBe(`${JSON.stringify({ markedAt: at.toISOString() })}\n`);
    expect(await migrateStore(store, at)).toEqual([]);
  });
});

describe('npm run migrate-store on a bucket whose canary records are of old shapes', () => {
  const bucket = useStore('bucket');
  const at = new Date('2026-11-30T08:00:00Z');
  let dir: string;
  let stable: string;
  const canary = {
    site: 'site-bbbbbbbbbbbb',
    name: 'services',
    release: '20261126T095000Z-cccccc',
    weight: 5,
    stage: 0,
    stageStartedAt: '2026-11-26T10:00:00.000Z',
  };
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const builds = allBuilds(dir);
    const live = await deployCurrentBuilds(
      fakeContext(bucket(), { renders: [], browserRuns: [] }),
      (name) => builds[name],
    );
    stable = live.id;
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const judgement = {
    at: '2026-11-26T10:05:00.000Z',
    canary: canary.site,
    stage: 0,
    decision: 'wait',
    reason: 'too few page views',
    figures: {
      stable: { views: 40, errors: 0, federationFailures: 0 },
      canary: { views: 3, errors: 0, federationFailures: 0 },
    },
  };

  it('gives a canary in live the id its visitors are drawn for, its own site release, keeping the rest', async () => {
    const { store } = bucket();
    await store.putFile('live', JSON.stringify({ stable, canary }));
    await expect(store.pointer('live')).rejects.toThrow(/neither a site release id nor a canary/);

    expect(await migrateStore(store, at)).toContain(
      `live: its canary given the id its visitors are drawn for (${canary.site})`,
    );
    const migrated = await store.pointer('live');
    expect(migrated?.site).toBe(stable);
    expect(migrated?.canary).toEqual({ ...canary, id: canary.site });
    expect((await migrateStore(store, at)).filter((line) => line.startsWith('live'))).toEqual([]);
  });

  it("gives the judge's last judgement the looks it took in its stage: none yet", async () => {
    const { store } = bucket();
    await store.putFile(canaryJudgementKey, JSON.stringify(judgement));
    expect(await migrateStore(store, at)).toEqual([
      `${canaryJudgementKey}: no looks at the arms taken yet in its stage`,
    ]);
    expect(parseJudgement((await store.readText(canaryJudgementKey)) ?? '')).toEqual({
      ...judgement,
      looks: { look: 0, failed: 0 },
    });
    expect(await migrateStore(store, at)).toEqual([]);
  });

  it('stops, naming the record, at a live pointer or a judgement of no shape it knows, and leaves it as it was', async () => {
    const { store } = bucket();
    const damaged = JSON.stringify({ stable, canary: { ...canary, weight: 'half' } });
    await store.putFile('live', damaged);
    await expect(migrateStore(store, at)).rejects.toThrow(
      /^the live pointer is neither a site release id nor a canary/,
    );
    expect(await store.readText('live')).toBe(damaged);

    await store.setPointer('live', stable);
    await store.putFile(canaryJudgementKey, JSON.stringify({ ...judgement, figures: undefined }));
    await expect(migrateStore(store, at)).rejects.toThrow(/^canary-judgement\.json is damaged: figures/);
  });
});
