import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy, deployCurrentBuilds } from '../deploy';
import { layout } from '../layout';
import { listReleases } from '../releases';
import { keptReleases, prune } from '../retention';
import { listSites, pointedSite } from '../site-releases';
import { allBuilds, fakeBuild, fakeContext } from './fixtures';

let dir: string;
let root: string;
let clock: Date;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
  root = path.join(dir, 'site-root');
  clock = new Date('2026-11-01T08:00:00Z');
  const context = fakeContext(root, { renders: [], browserRuns: [] }, () => clock);
  const builds = allBuilds(dir);
  await deployCurrentBuilds(context, (name) => builds[name]);
  // Twelve deploys of legal, a day apart.
  for (let day = 1; day <= 12; day += 1) {
    clock = new Date(Date.parse('2026-11-01T08:00:00Z') + day * 86_400_000);
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: `day ${day}` }));
  }
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('retention', () => {
  it('keeps the releases of the last 10 live site releases, and those deployed in the last week', () => {
    const legal = listReleases(root, 'legal').map((release) => release.id);
    expect(legal).toHaveLength(13);
    const kept = keptReleases(root, clock, { keepSites: 10, keepForMs: 7 * 86_400_000 });
    expect([...kept.releases.legal].sort()).toEqual(legal.slice(3).sort());
    const young = keptReleases(root, clock, { keepSites: 2, keepForMs: 7 * 86_400_000 });
    expect([...young.releases.legal].sort()).toEqual(legal.slice(6).sort());
  });

  it('prunes the rest and never the live site release or its releases', async () => {
    const context = fakeContext(root, { renders: [], browserRuns: [] }, () => clock);
    const liveBefore = pointedSite(root, 'live');
    const removed = await prune(context.store, new Date('2027-06-01T00:00:00Z'), { keepSites: 1, keepForMs: 0 });
    expect(removed.length).toBeGreaterThan(0);
    expect(pointedSite(root, 'live')).toEqual(liveBefore);
    expect(listSites(root).map((site) => site.id)).toEqual([liveBefore?.id]);
    for (const [name, id] of Object.entries(liveBefore?.releases ?? {})) {
      expect(fs.existsSync(layout.release(root, name as 'legal', id))).toBe(true);
    }
    expect(listReleases(root, 'legal')).toHaveLength(1);
  });
});
