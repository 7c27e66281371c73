import { keys, type RolledBack, rolledBackFile } from '@radix/release-model';
import { judgeCanary, type Database, type WritableBucket } from '@radix/edge/canary';
import { views } from '@radix/edge/testing';
import { insertPageViews } from '../../../local-edge/__tests__/page-views';
import { deploy } from '../../commands/deploy';
import { promote } from '../../commands/promote';
import { DeployRefused } from '../../context';
import { releasesReport } from '../../commands/report';
import { readHistory } from '../../records/site-releases';
import { fakeBuild, useDeployedSite, type StoreKind } from '../../__tests__/fixtures';

const record: RolledBack = {
  at: '2026-11-24T09:12:00.000Z',
  site: 'site-bbbbbbbbbbbb',
  stable: 'site-aaaaaaaaaaaa',
  reason:
    'share of page views with a JS error: canary 0.12 against stable 0.02, worse by 0.1 (allowed: 0.02; p < 0.0001)',
};
const refusal = new RegExp(
  `^services \\S+ was rolled back by the canary judge at 2026-11-24 09:12:00 UTC \\(canary site-bbbbbbbbbbbb, visitors back on site-aaaaaaaaaaaa\\): share of page views with a JS error: .*\\. "npm run (deploy|promote) -- services.*--force" makes it live all the same$`,
);

describe.each<StoreKind>(['folder', 'bucket'])('a release the canary judge rolled back, on a %s', (kind) => {
  const deployed = useDeployedSite(kind, 'rolled-back-');

  /** A services release, written and made live once, then marked as the judge marks one it rolled back. */
  async function rolledBackRelease() {
    const { dir, context, store } = deployed();
    const build = fakeBuild(dir, 'services', { text: 'bad' });
    const { release, site } = await deploy(context, 'services', build, { kind: 'preview' });
    await store.putFile(`${keys.release('services', release)}/${rolledBackFile}`, JSON.stringify(record));
    return { build, release, site };
  }

  it('is refused by a deploy of the same build, saying when and why, with live unchanged and nothing rendered', async () => {
    const { context, store, recorder } = deployed();
    const { build } = await rolledBackRelease();
    const before = await store.pointer('live');
    const renders = recorder.renders.length;
    const refused = await deploy(context, 'services', build).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeployRefused);
    expect((refused as Error).message).toMatch(refusal);
    expect(await store.pointer('live')).toEqual(before);
    expect(recorder.renders).toHaveLength(renders);
  });

  it('is refused by a promote, and goes live with --force, the history saying forced', async () => {
    const { context, store } = deployed();
    const { release } = await rolledBackRelease();
    const refused = await promote(context, 'services', release).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(refusal);
    const site = await promote(context, 'services', release, { force: true });
    expect((await store.pointer('live'))?.site).toBe(site.id);
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'promote',
      release,
      forced: true,
    });
  });

  it('goes live by a forced deploy; npm run releases marks it and says why it was rolled back', async () => {
    const { context, store } = deployed();
    const { build, release } = await rolledBackRelease();
    await deploy(context, 'services', build, { kind: 'live', force: true });
    expect((await readHistory(store)).at(-1)).toMatchObject({ action: 'deploy', release, forced: true });
    const report = await releasesReport(store, ['services']);
    expect(report).toMatch(new RegExp(`^  ${release} .*\\[LIVE, ROLLED BACK\\]$`, 'm'));
    expect(report).toContain(
      `      services ${release} was rolled back by the canary judge at 2026-11-24 09:12:00 UTC (canary site-bbbbbbbbbbbb, visitors back on site-aaaaaaaaaaaa): ${record.reason}; it goes live again only with --force`,
    );
  });
});

describe('at the edge: a bucket in workerd', () => {
  const deployed = useDeployedSite('bucket', 'judged-');

  it('a canary the judge rolled back leaves its release refused to a deploy of the same build without --force', async () => {
    const { dir, context, store, under } = deployed();
    const edge = under.edge;
    if (!edge) throw new Error('a bucket store has its edge');
    const build = fakeBuild(dir, 'services', { text: 'throws' });
    const stages = [{ weight: 50, minMs: 60_000, minViews: 20 }];
    const { site, release } = await deploy(context, 'services', build, { kind: 'canary', stages });
    const started = await store.pointer('live');
    const stable = started?.site ?? '';
    const vitals = (await edge.vitals()) as unknown as Database;
    const at = Date.parse(started?.canary?.stageStartedAt ?? '') + 1000;
    await insertPageViews(vitals, [...views(stable, 20), ...views(site.id, 20, { errors: 20 })], at, site.id);
    const judged = await judgeCanary(
      { SITE: (await edge.binding()) as unknown as WritableBucket, VITALS: vitals },
      at + 60_000,
      at + 60_000,
    );
    expect(judged.outcome === 'judged' && judged.decision.kind).toBe('rollback');
    expect((await store.pointer('live'))?.canary).toBeUndefined();

    const refused = await deploy(context, 'services', build).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^services ${release} was rolled back by the canary judge at .* \\(canary ${site.id}, visitors back on ${stable}\\): share of page views with a JS error`,
      ),
    );
    expect((await store.pointer('live'))?.site).toBe(stable);
  });
});
