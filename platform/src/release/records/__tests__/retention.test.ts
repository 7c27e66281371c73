import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keys } from '@radix/release-model';
import { deploy } from '../../commands/deploy';
import { deployCurrentBuilds } from '../../commands/first-start';
import { findRelease, listReleases } from '../releases';
import { keptReleases, prune } from '../retention';
import { listSites, pointedSite } from '../site-releases';
import { allBuilds, fakeBuild, fakeContext, useStore, type StoreKind } from '../../__tests__/fixtures';

describe.each<StoreKind>(['folder', 'bucket'])('retention on a %s', (kind) => {
  const current = useStore(kind);
  let dir: string;
  let clock: Date;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    clock = new Date('2026-11-01T08:00:00Z');
    const context = fakeContext(current(), { renders: [], browserRuns: [] }, () => clock);
    const builds = allBuilds(dir);
    await deployCurrentBuilds(context, (name) => builds[name]);
    // Twelve deploys of legal, a day apart.
    for (let day = 1; day <= 12; day += 1) {
      clock = new Date(Date.parse('2026-11-01T08:00:00Z') + day * 86_400_000);
      await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: `day ${day}` }));
    }
  }, 60_000);

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps the releases of the last 10 live site releases, and those deployed in the last week', async () => {
    const { store } = current();
    const legal = (await listReleases(store, 'legal')).map((release) => release.id);
    expect(legal).toHaveLength(13);
    const kept = await keptReleases(store, clock, { keepSites: 10, keepForMs: 7 * 86_400_000 });
    expect([...kept.releases.legal].sort()).toEqual(legal.slice(3).sort());
    const young = await keptReleases(store, clock, { keepSites: 2, keepForMs: 7 * 86_400_000 });
    expect([...young.releases.legal].sort()).toEqual(legal.slice(6).sort());
  });

  it('prunes the rest and never the live site release or its releases', async () => {
    const { store } = current();
    const liveBefore = await pointedSite(store, 'live');
    const removed = await prune(store, new Date('2027-06-01T00:00:00Z'), { keepSites: 1, keepForMs: 0 });
    expect(removed.length).toBeGreaterThan(0);
    expect(removed).not.toContain(keys.site(liveBefore?.id ?? ''));
    expect(await pointedSite(store, 'live')).toEqual(liveBefore);
    expect((await listSites(store)).map((site) => site.id)).toEqual([liveBefore?.id]);
    for (const [name, id] of Object.entries(liveBefore?.releases ?? {})) {
      expect(await findRelease(store, name as 'legal', id)).toBeDefined();
    }
    expect(await listReleases(store, 'legal')).toHaveLength(1);
  });
});
