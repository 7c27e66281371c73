import {
  canaryJudgementKey,
  canaryPolicy,
  deploymentFile,
  gateFile,
  type Judgement,
  keys,
  wentLiveFile,
} from '@radix/release-model';
import { deploy } from '../../commands/deploy';
import { DeployRefused, type ReleaseContext } from '../../context';
import { releasesReport } from '../../commands/report';
import { rollback } from '../../commands/rollback';
import { findSite, readHistory } from '../../records/site-releases';
import type { SiteStore } from '../../store/store';
import { useDeployedSite, fakeBuild, type StoreKind } from '../../__tests__/fixtures';

const firstWeight = canaryPolicy.stages[0]?.weight;

describe.each<StoreKind>(['bucket', 'folder'])('a canary on a %s', (kind) => {
  const deployed = useDeployedSite(kind, 'canary-');
  let dir: string;
  let context: ReleaseContext;
  let store: SiteStore;
  const recorder = () => deployed().recorder;

  beforeEach(() => ({ dir, context, store } = deployed()));

  if (kind === 'folder') {
    it('is refused in one line before anything is written: the Node server and nginx do not split visitors', async () => {
      const before = await store.pointer('live');
      const refused = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
        kind: 'canary',
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
      kind: 'canary',
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

    const again = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'three' })).catch(
      (error: unknown) => error,
    );
    expect((again as Error).message).toBe(
      `a canary of services ${release} (${site.id}) runs for 5% of new visitors and holds services: let it finish, or end it with "npm run rollback -- services"`,
    );
    const second = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }), { kind: 'canary' }).catch(
      (error: unknown) => error,
    );
    expect((second as Error).message).toMatch(
      /^a canary of services .* runs for 5% of new visitors: one canary at a time; deploy legal without --canary and it reaches both arms$/,
    );
    expect(await store.pointer('live')).toMatchObject({ site: stable, canary: { site: site.id } });

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
        `^last canary: ${site.id} \\(services ${release}\\) at \\S+, rolled back: ended by npm run rollback; services ${release} goes live again only with --force$`,
        'm',
      ),
    );
  });

  it('npm run releases shows its stage, weight and the judge figures of each arm', async () => {
    const { site, release } = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
      kind: 'canary',
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
        canary: { views: 120, served: 131, errors: 0.025, federationFailures: 0.008, lcp: 2010, inp: 96, cls: 0.02 },
      },
      looks: { look: 1, failed: 0 },
    };
    await store.putFile(canaryJudgementKey, JSON.stringify(judgement));
    const report = await releasesReport(store, ['services']);
    expect(report).toContain(
      `canary: ${site.id} (services ${release}) for 5% of new visitors since ${canary?.stageStartedAt}, its stages to be sized by the edge's judge from the last 7 days' page views`,
    );
    expect(report).toContain('  judged 2026-11-24T08:05:00.000Z: wait (120 of the 200 page views each arm needs)');
    expect(report).toContain(
      `    canary ${site.id}  131 page views served, 120 measured, errors 2.5/100 views, federation failures 0.8/100 views, p75 LCP 2010 ms, INP 96 ms, CLS 0.02`,
    );
    expect(report).toContain(`    stable ${stable}  2400 page views`);
    expect(report).toMatch(new RegExp(`${release}  deployed .*\\[CANARY 5%`));
  });

  it('a deploy of another part goes to both arms, each through the gate, the canary keeping its id, share and stage', async () => {
    const { site: tried, release } = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
      kind: 'canary',
    });
    const before = await store.pointer('live');
    const stableBefore = await findSite(store, before?.site ?? '');
    const renders = recorder().renders.length;
    const { releases } = await deploy(context, 'products', fakeBuild(dir, 'products', { text: 'new copy' }));
    const products = releases.products;
    const after = await store.pointer('live');
    expect(recorder().renders).toHaveLength(renders + 2);
    expect(after?.site).not.toBe(before?.site);
    expect(after?.canary).toMatchObject({
      id: tried.id,
      name: 'services',
      release,
      weight: before?.canary?.weight,
      stage: before?.canary?.stage,
    });
    expect(after?.canary?.site).not.toBe(tried.id);
    const stable = await findSite(store, after?.site ?? '');
    const canary = await findSite(store, after?.canary?.site ?? '');
    expect(stable?.releases).toEqual({ ...stableBefore?.releases, products });
    expect(canary?.releases).toEqual({ ...tried.releases, products });
    for (const id of [stable?.id, canary?.id])
      expect(await store.readText(`${keys.site(id ?? '')}/${gateFile}`)).toBeDefined();
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'deploy',
      site: after?.site,
      name: 'products',
      release: products,
      canary: after?.canary?.site,
      weight: before?.canary?.weight,
    });
    expect(await releasesReport(store, ['products'])).toMatch(new RegExp(`^  ${products} .*\\[LIVE[,\\]]`, 'm'));
  });

  it('a deploy of another part is refused when live moved while it was checked, and live stays as it was then', async () => {
    await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), { kind: 'canary' });
    const browser = context.checks?.browser;
    const moved = async (...args: Parameters<NonNullable<typeof browser>>) => {
      const state = await store.pointer('live');
      if (state?.canary) await store.setPointer('live', state.site, state, { ...state.canary, weight: 50 });
      return browser ? browser(...args) : [];
    };
    const refused = await deploy(
      { ...context, checks: { render: context.checks?.render ?? (async () => 'rendered'), browser: moved } },
      'products',
      fakeBuild(dir, 'products', { text: 'raced' }),
    ).catch((error: unknown) => error);
    expect((refused as Error).message).toMatch(/^the live pointer changed while this ran/);
    expect((await store.pointer('live'))?.canary?.weight).toBe(50);
  });

  it('npm run releases says a stage held past its deadline, and a canary the judge rolled back, in words', async () => {
    const { site, release } = await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'two' }), {
      kind: 'canary',
      stages: [{ weight: 50, minMs: 60_000, minViews: 100, deadlineMs: 3_600_000 }],
      deployment: 'https://api.github.com/repos/radix/site/deployments/42/statuses',
    });
    expect(JSON.parse((await store.readText(`${keys.site(site.id)}/${deploymentFile}`)) ?? '{}')).toEqual({
      statusesUrl: 'https://api.github.com/repos/radix/site/deployments/42/statuses',
    });
    const { canary } = (await store.pointer('live')) ?? {};
    const due = new Date(Date.parse(canary?.stageStartedAt ?? '') + 3_600_000).toISOString();
    const figures = { views: 3, errors: 0, federationFailures: 0 };
    const held: Judgement = {
      at: new Date(Date.parse(due) + 60_000).toISOString(),
      canary: site.id,
      stage: 0,
      decision: 'wait',
      reason:
        "at the stage's deadline with 3 of the 100 page views per arm, the canary arm has 3 of the 8 a deadline promotes on: held at its share",
      figures: { stable: figures, canary: figures },
      looks: { look: 4, failed: 0 },
    };
    await store.putFile(
      canaryJudgementKey,
      JSON.stringify({ ...held, at: new Date(Date.parse(due) - 60_000).toISOString() }),
    );
    expect(await releasesReport(store, ['services'])).not.toContain('HELD');
    await store.putFile(canaryJudgementKey, JSON.stringify(held));
    expect(await releasesReport(store, ['services'])).toContain(
      `  HELD past its stage's deadline (${due}) for want of page views: it stays at 50% until they come; "npm run rollback -- services" ends it`,
    );

    // The judge's rollback, as the edge writes it: live, then the history line.
    const state = await store.pointer('live');
    await store.setPointer('live', state?.site ?? '', state);
    const reason =
      'share of page views with a JS error: canary 0.5 against stable 0, worse by 0.5 (allowed: 0.02; p < 0.0001)';
    await store.appendHistory(
      JSON.stringify({
        at: '2026-11-24T09:00:00.000Z',
        site: state?.site,
        action: 'canary rollback',
        name: 'services',
        release,
        canary: site.id,
        weight: 0,
        reason,
      }),
    );
    expect(await releasesReport(store, ['services'])).toContain(
      `last canary: ${site.id} (services ${release}) at 2026-11-24T09:00:00.000Z, rolled back: ${reason}; services ${release} goes live again only with --force`,
    );
  });
});
