import { canaryJudgementKey, canaryPolicy, type Judgement, keys, wentLiveFile } from '@radix/release-model';
import { deploy } from '../deploy';
import { DeployRefused, type ReleaseContext } from '../release-context';
import { releasesReport } from '../report';
import { rollback } from '../rollback';
import { readHistory } from '../site-releases';
import type { SiteStore } from '../store';
import { useDeployedSite, fakeBuild, type StoreKind } from './fixtures';

const firstWeight = canaryPolicy.stages[0]?.weight;

describe.each<StoreKind>(['bucket', 'folder'])('a canary on a %s', (kind) => {
  const deployed = useDeployedSite(kind, 'canary-');
  let dir: string;
  let context: ReleaseContext;
  let store: SiteStore;

  beforeEach(() => ({ dir, context, store } = deployed()));

  if (kind === 'folder') {
    it('is refused in one line before anything is written: the Node server and nginx do not split visitors', async () => {
      const before = await store.pointer('live');
      const refused = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
        canary: true,
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeployRefused);
      expect((refused as Error).message).toMatch(/^--canary needs the edge/);
      expect(await store.pointer('live')).toEqual(before);
    });
    return;
  }

  it('goes live for the first stage share beside the stable release; rollback ends it at once', async () => {
    const stable = (await store.pointer('live'))?.site;
    const { site, release } = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
      canary: true,
    });
    const live = await store.pointer('live');
    expect(live).toMatchObject({
      site: stable,
      canary: { site: site.id, name: 'services', release, weight: firstWeight, stage: 0 },
    });
    expect(await store.readText(`${keys.site(site.id)}/${wentLiveFile}`)).toBeDefined();
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'canary start',
      site: stable,
      canary: site.id,
      weight: firstWeight,
    });

    const deployed = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' })).catch(
      (error: unknown) => error,
    );
    expect((deployed as Error).message).toMatch(/^a canary of services .* runs for 5% of new visitors: let it finish/);

    await rollback(context, 'services');
    expect(await store.pointer('live')).toMatchObject({ site: stable });
    expect((await store.pointer('live'))?.canary).toBeUndefined();
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'canary rollback',
      site: stable,
      canary: site.id,
      reason: 'ended by npm run rollback',
    });
    expect(await releasesReport(store, ['services'])).toMatch(
      new RegExp(
        `^last canary: ${site.id} \\(services ${release}\\) at \\S+, rolled back: ended by npm run rollback$`,
        'm',
      ),
    );
  });

  it('npm run releases shows its stage, weight and the judge figures of each arm', async () => {
    const { site, release } = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
      canary: true,
    });
    const { site: stable = '', canary } = (await store.pointer('live')) ?? {};
    expect(canary?.stages).toBeUndefined();
    const judgement: Judgement = {
      at: '2026-11-24T08:05:00.000Z',
      canary: site.id,
      stage: 0,
      decision: 'wait',
      reason: '120 of the 200 page views each arm needs',
      figures: {
        stable: { views: 2400, errors: 0.001, federationFailures: 0, lcp: 1890, inp: 88, cls: 0.01 },
        canary: { views: 120, errors: 0.025, federationFailures: 0.008, lcp: 2010, inp: 96, cls: 0.02 },
      },
    };
    await store.putFile(canaryJudgementKey, JSON.stringify(judgement));
    const report = await releasesReport(store, ['services']);
    expect(report).toContain(
      `canary: ${site.id} (services ${release}) for 5% of new visitors since ${canary?.stageStartedAt}, its stages to be sized by the edge's judge from the last 7 days' page views`,
    );
    expect(report).toContain('  judged 2026-11-24T08:05:00.000Z: wait (120 of the 200 page views each arm needs)');
    expect(report).toContain(
      `    canary ${site.id}  120 page views, errors 2.5/100 views, federation failures 0.8/100 views, p75 LCP 2010 ms, INP 96 ms, CLS 0.02`,
    );
    expect(report).toContain(`    stable ${stable}  2400 page views`);
    expect(report).toMatch(new RegExp(`${release}  deployed .*\\[CANARY 5%`));
  });
});
