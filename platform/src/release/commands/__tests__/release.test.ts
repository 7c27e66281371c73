import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@radix/site-kit/routes';
import {
  type Deployable,
  keys,
  localPreviewSecret,
  type PreviewClaims,
  verifyPreviewToken,
} from '@radix/release-model';
import { hostingFromEnv } from '../../../site/hosting';
import { deploy, deployParts } from '../deploy';
import { ensureLiveOn } from '../first-start';
import { promote } from '../promote';
import { DeployRefused, type ReleaseContext } from '../../context';
import { rollback } from '../rollback';
import { listReleases, readRefusal } from '../../records/releases';
import { releasesReport } from '../report';
import { readGate } from '../../plan/verdicts';
import { readRolledBack } from '../../plan/rolled-back';
import { pointedSite, readHistory, siteRuntimeConfig } from '../../records/site-releases';
import { PointerMoved, StoreLocked, type SiteStore } from '../../store/store';
import {
  useDeployedSite,
  allBuilds,
  fakeBuild,
  snapshotStore,
  type Recorder,
  type StoreKind,
  type StoreUnderTest,
} from '../../__tests__/fixtures';

const legalPages: string[] = [routes.terms.path, routes.privacy.path];

describe.each<StoreKind>(['folder', 'bucket'])('the release model on a %s', (kind) => {
  const deployed = useDeployedSite(kind, 'releases-');
  let dir: string;
  let recorder: Recorder;
  let context: ReleaseContext;
  let under: StoreUnderTest;
  let store: SiteStore;

  const live = async () => (await store.pointer('live'))?.site;
  const liveLegal = async () => (await pointedSite(store, 'live'))?.releases.legal;
  const others = () =>
    Promise.all(['shell', 'products', 'services', 'forms'].map((name) => snapshotStore(store, `releases/${name}`)));

  beforeEach(() => ({ dir, recorder, context, under, store } = deployed()));

  describe('the release layout', () => {
    it('holds one immutable tree per release, a site release naming them, and the live pointer', async () => {
      const site = await pointedSite(store, 'live');
      expect(site).toBeDefined();
      for (const name of ['shell', 'products', 'services', 'forms', 'legal'] as const) {
        const [release] = await listReleases(store, name);
        expect(release?.id).toBe(site?.releases[name]);
        expect(release?.contractVersion).toBe(1);
      }
      const config = JSON.parse((await store.readText(`${keys.site(site?.id ?? '')}/runtime-config.json`)) ?? '');
      expect(config.remotes.legal).toBe(
        `${context.hosting.remoteBase('legal')}${site?.releases.legal}/mf-manifest.json`,
      );
      expect(await store.readText(`${keys.shellServer(site?.releases.shell ?? '')}/server.js`)).toBe(
        'module.exports = "one";',
      );
      expect(await readHistory(store)).toEqual([expect.objectContaining({ site: site?.id, action: 'first start' })]);
    });

    it('makes one release of the same build deployed twice, and one site release of the same combination', async () => {
      const before = await live();
      await deploy(context, 'legal', fakeBuild(dir, 'legal'));
      expect(await listReleases(store, 'legal')).toHaveLength(1);
      expect(await live()).toBe(before);
      expect(recorder.renders).toHaveLength(1);
    });

    it('refuses a damaged site.json where it is read, naming the file and what is wrong', async () => {
      const id = (await live()) ?? '';
      const site = await pointedSite(store, 'live');
      await store.putFile(`sites/${id}/site.json`, JSON.stringify({ ...site, createdAt: 'yesterday' }));
      await expect(pointedSite(store, 'live')).rejects.toThrow(
        new RegExp(
          `^${store.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sites/${id}/site\\.json is damaged: createdAt: `,
        ),
      );
    });

    it('leaves out a tree whose upload was cut short, and writes it whole when asked again', async () => {
      const build = fakeBuild(dir, 'legal', { text: 'cut short' });
      await store.putFile('releases/legal/20261124T090000Z-abcdef/remoteEntry.js', '');
      expect(await listReleases(store, 'legal')).toHaveLength(1);
      const result = await deploy(context, 'legal', build);
      expect((await listReleases(store, 'legal')).map((release) => release.id)).toContain(result.release);
    });
  });

  describe('a deploy', () => {
    it('writes a release, renders a candidate with it, checks the pages that show it, then switches the pointer', async () => {
      const before = await others();
      const result = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
      expect(await liveLegal()).toBe(result.release);
      expect(await live()).toBe(result.site.id);
      expect(recorder.browserRuns).toEqual([legalPages]);
      expect((await readGate(store, result.site.id))?.browserChecked).toEqual(legalPages);
      expect((await readHistory(store)).at(-1)).toEqual(
        expect.objectContaining({ action: 'deploy', name: 'legal', release: result.release }),
      );
      expect(await others()).toEqual(before);
    });

    it("clears the releases of a candidate that passed for anyone at the edge; until then its checks' one token opens them", async () => {
      const result = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'cleared' }));
      for (const [name, id] of Object.entries(result.site.releases))
        expect(await store.readText(`${keys.release(name as Deployable, id)}/cleared.json`)).toBeDefined();
      expect(recorder.renderFiles?.token).toBe(recorder.browserToken);
      const origins = [new URL(context.hosting.remoteBase('legal')).origin];
      expect(recorder.renderFiles?.origins).toEqual(expect.arrayContaining(origins));
      expect(recorder.browserFilesOrigins).toEqual(expect.arrayContaining(origins));
    });

    it('that fails to render is refused, naming the remote and its pages; the live site is untouched', async () => {
      const before = { pointer: await live(), files: await snapshotStore(store, 'sites') };
      recorder.failRender = '/privacypolicy: the render failed: Error: A broken release';
      const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'broken' })).catch(
        (error) => error,
      );
      expect(refused).toBeInstanceOf(DeployRefused);
      expect(refused.message).toMatch(
        /^legal \(\S+\) cannot be rendered; pages that show it: \/tearmsandcondition, \/privacypolicy/,
      );
      expect(refused.message).toContain('A broken release');
      expect({ pointer: await live(), files: await snapshotStore(store, 'sites') }).toEqual(before);
    });

    it('that fails in the browser is refused and left in preview; the live site is untouched; releases says why', async () => {
      const before = await live();
      recorder.browserProblems = ['/privacypolicy: console error: Hydration had to recover'];
      const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'mismatch' })).catch(
        (error) => error,
      );
      expect(refused).toBeInstanceOf(DeployRefused);
      expect(refused.message).toContain('fails in the browser');
      expect(refused.message).toContain('/privacypolicy: console error: Hydration had to recover');
      expect(await live()).toBe(before);
      const candidate = (await pointedSite(store, 'preview'))?.releases.legal ?? '';
      expect(candidate).not.toBe(await liveLegal());
      expect(await readRefusal(store, 'legal', candidate)).toEqual(
        expect.objectContaining({ step: 'browser', reason: '/privacypolicy: console error: Hydration had to recover' }),
      );
      expect(await store.readText(`${keys.release('legal', candidate)}/cleared.json`)).toBeUndefined();
      const { site, check } = (await verifyPreviewToken(recorder.browserToken, localPreviewSecret, {
        preview: 'preview',
        now: new Date('2026-11-24T08:30:00Z'),
      })) as PreviewClaims;
      expect(site).toBe((await pointedSite(store, 'preview'))?.id);
      expect(await store.readText(`${keys.site(site ?? '')}/refused-checks/${check}.json`)).toBeDefined();
      const report = await releasesReport(store, ['legal']);
      expect(report).toMatch(new RegExp(`${candidate} .*\\[preview, REFUSED at browser\\]`));
      expect(report).toContain('refused 2026-11-24');
      expect(report).not.toMatch(/\[LIVE, REFUSED/);
    });

    it('is refused before rendering when the release was built against another contract version (its modules and props, or the islands protocol)', async () => {
      const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { contractVersion: 2 })).catch(
        (error) => error,
      );
      expect(refused.message).toMatch(
        /built against contract version 2; the shell release \S+ accepts 1 \(the modules, their props and the islands module\)/,
      );
      expect(recorder.renders).toHaveLength(1);
      expect(await readRefusal(store, 'legal', (await listReleases(store, 'legal')).at(-1)?.id ?? '')).toEqual(
        expect.objectContaining({ step: 'contract' }),
      );
    });

    it('is refused when the release does not expose a module the shell loads', async () => {
      const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { exposes: ['TermsPage'] })).catch(
        (error) => error,
      );
      expect(refused.message).toContain('does not expose PrivacyPage, which the shell loads');
    });

    it('of a folder that is not a build is refused in one line that says what to run', async () => {
      const empty = fs.mkdtempSync(path.join(dir, 'empty-'));
      const refused = await deploy(context, 'legal', { web: empty }).catch((error) => error);
      expect(refused.message).toBe(
        `${empty} is not a build of legal: it has no release-info.json (npm run build -w mfe-legal makes one)`,
      );
    });

    it('of a shell with a new contract version is refused, naming every remote built against the old one', async () => {
      const refused = await deploy(context, 'shell', fakeBuild(dir, 'shell', { contractVersion: 2 })).catch(
        (error) => error,
      );
      for (const name of ['products', 'services', 'forms', 'legal'])
        expect(refused.message).toContain(`${name} release`);
    });

    it('of a contract bump, the shell and every remote at once, is one candidate, one check and one switch; rollback takes the set back in one', async () => {
      const before = await live();
      const history = (await readHistory(store)).length;
      const bumped = Object.fromEntries(
        (['shell', 'products', 'services', 'forms', 'legal'] as const).map((name) => [
          name,
          fakeBuild(dir, name, { text: 'bumped', contractVersion: 2 }),
        ]),
      );
      const renders = recorder.renders.length;
      const result = await deployParts(context, bumped, { kind: 'live', commit: 'c'.repeat(40) });
      expect(recorder.renders).toHaveLength(renders + 1);
      expect(recorder.browserRuns.at(-1)).toHaveLength(Object.keys(routes).length);
      const switched = (await readHistory(store)).slice(history);
      expect(switched).toEqual([expect.objectContaining({ action: 'deploy', parts: result.releases })]);
      expect((await listReleases(store, 'services')).at(-1)).toEqual(
        expect.objectContaining({ contractVersion: 2, commit: 'c'.repeat(40) }),
      );
      expect(await releasesReport(store, ['services'])).toMatch(/ contract v2 {2}commit cccccccccccc {2}\[LIVE\]$/m);

      await rollback(context, ['shell', 'products', 'services', 'forms', 'legal']);
      expect(await live()).toBe(before);
      expect(recorder.renders).toHaveLength(renders + 1);
      expect((await readHistory(store)).slice(history + 1)).toHaveLength(1);
    });

    it('records the commit it was built from, or says it is unknown, and `npm run releases` shows it', async () => {
      const unknown = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'by hand' }));
      const known = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'from ci' }), {
        kind: 'live',
        commit: 'a'.repeat(40),
      });
      const report = await releasesReport(store, ['legal']);
      expect(report).toMatch(new RegExp(`^  ${unknown.release} .* commit unknown$`, 'm'));
      expect(report).toMatch(new RegExp(`^  ${known.release} .* commit aaaaaaaaaaaa {2}\\[LIVE\\]$`, 'm'));
    });

    it('of the shell checks every page, and its release keeps the hashed files of the shell releases in use', async () => {
      const result = await deploy(context, 'shell', fakeBuild(dir, 'shell', { text: 'two' }));
      expect(recorder.browserRuns.at(-1)).toHaveLength(Object.keys(routes).length);
      const files = await store.list(keys.servedFiles('shell', result.release));
      expect(files.filter((file) => file.startsWith('chunk.'))).toHaveLength(2);
    });
  });

  describe('signing, for a store that is not on this machine', () => {
    const elsewhere = () => ({
      ...context,
      store: Object.create(store, {
        address: { value: 's3+https://0123456789abcdef.r2.cloudflarestorage.com/site' },
      }) as SiteStore,
    });
    const secret = process.env.PREVIEW_SECRET;
    afterEach(() => {
      if (secret === undefined) delete process.env.PREVIEW_SECRET;
      else process.env.PREVIEW_SECRET = secret;
    });

    it('refuses without PREVIEW_SECRET, before any page is checked or pointer moved, instead of the local default', async () => {
      delete process.env.PREVIEW_SECRET;
      const before = await live();
      const checks = recorder.browserRuns.length;
      const refused = await deploy(elsewhere(), 'legal', fakeBuild(dir, 'legal', { text: 'two' }), {
        kind: 'preview',
      }).catch((error: unknown) => error);
      expect((refused as Error).message).toMatch(/^PREVIEW_SECRET is unset: a store that is not on this machine/);
      expect(recorder.browserRuns).toHaveLength(checks);
      expect(await live()).toBe(before);
    });

    it('signs with PREVIEW_SECRET when it is set', async () => {
      process.env.PREVIEW_SECRET = 'the edge secret';
      const result = await deploy(elsewhere(), 'legal', fakeBuild(dir, 'legal', { text: 'two' }), { kind: 'preview' });
      const token = new URL(result.previewUrl ?? '').searchParams.get('preview-token') ?? '';
      const soon = { preview: 'preview', now: new Date('2026-11-24T08:30:00Z') };
      expect(await verifyPreviewToken(token, 'the edge secret', soon)).toEqual(
        expect.objectContaining({ preview: 'preview' }),
      );
      expect(await verifyPreviewToken(token, localPreviewSecret, soon)).not.toEqual(
        expect.objectContaining({ preview: 'preview' }),
      );
    });
  });

  describe('preview, promote and rollback', () => {
    it('a preview leaves the live pointer and prints a signed link; promote makes that release live', async () => {
      const before = await live();
      const result = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }), { kind: 'preview' });
      const link = new URL(result.previewUrl ?? '');
      expect(`${link.origin}${link.pathname}`).toBe(`${context.hosting.previewOrigin}/`);
      const soon = { preview: 'preview', now: new Date('2026-11-24T08:30:00Z') };
      expect(await verifyPreviewToken(link.searchParams.get('preview-token') ?? '', localPreviewSecret, soon)).toEqual({
        preview: 'preview',
        exp: expect.any(Number),
      });
      expect(await verifyPreviewToken(recorder.browserToken, localPreviewSecret, soon)).toEqual(
        expect.objectContaining({ preview: 'preview', site: result.site.id }),
      );
      expect(await live()).toBe(before);
      expect((await pointedSite(store, 'preview'))?.releases.legal).toBe(result.release);
      const wentLive = (id: string | undefined) => store.readText(`${keys.site(id ?? '')}/went-live.json`);
      expect(await wentLive(before)).toBeDefined();
      expect(await wentLive(result.site.id)).toBeUndefined();
      await promote(context, 'legal', result.release);
      expect(await liveLegal()).toBe(result.release);
      expect(await wentLive(result.site.id)).toBeDefined();
      expect(recorder.renders).toHaveLength(2);
    });

    it('rollback to a site release that was live before is the switch alone: no build, no render, no browser', async () => {
      const first = await liveLegal();
      const firstSite = await live();
      await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
      await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'three' }));
      const runs = recorder.browserRuns.length;
      await rollback(context, 'legal');
      const second = (await listReleases(store, 'legal'))[1]?.id;
      expect(await liveLegal()).toBe(second);
      await rollback(context, 'legal', first);
      expect(await liveLegal()).toBe(first);
      expect(await live()).toBe(firstSite);
      expect(recorder.renders).toHaveLength(3);
      expect(recorder.browserRuns).toHaveLength(runs);
      expect((await readHistory(store)).map((entry) => entry.action)).toEqual([
        'first start',
        'deploy',
        'deploy',
        'rollback',
        'rollback',
      ]);
    });

    it('rollback marks the release it left rolled back, by hand: promoting it again needs --force', async () => {
      const before = await live();
      const { release, site } = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
      expect(await readRolledBack(store, 'legal', release)).toBeUndefined();
      await rollback(context, 'legal');
      expect(await live()).toBe(before);
      expect(await readRolledBack(store, 'legal', release)).toEqual({
        at: expect.any(String),
        site: site.id,
        stable: before,
        reason: 'rolled back by npm run rollback',
        by: 'hand',
      });
      const refused = await promote(context, 'legal', release).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DeployRefused);
      expect((refused as Error).message).toMatch(
        new RegExp(
          `^legal ${release} was rolled back by hand at .* \\(${site.id}, visitors back on ${before}\\): rolled back by npm run rollback\\. "npm run promote -- legal ${release} --force" makes it live all the same$`,
        ),
      );
      // What stays live was never rolled back: no other release is marked.
      expect(await readRolledBack(store, 'legal', (await liveLegal()) ?? '')).toBeUndefined();
    });

    it('rollback to a combination never live goes through the gate', async () => {
      await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
      await deploy(context, 'forms', fakeBuild(dir, 'forms', { text: 'two' }));
      const renders = recorder.renders.length;
      await rollback(context, 'legal');
      expect(recorder.renders).toHaveLength(renders + 1);
      expect(recorder.browserRuns.at(-1)).toEqual(legalPages);
    });

    it('promote and rollback refuse a release that does not exist', async () => {
      await expect(promote(context, 'legal', 'no-such-release')).rejects.toThrow(
        /legal has no release no-such-release/,
      );
      await expect(rollback(context, 'legal')).rejects.toThrow(/no release before/);
    });
  });

  describe('the runtime configuration of a site release', () => {
    it('takes the API address from RUNTIME_CONFIG when a deployment sets one, and the remotes from the releases', async () => {
      const site = await pointedSite(store, 'live');
      const file = path.join(dir, 'deployed.json');
      fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: 'https://api.example.com/api/', remotes: {} }));
      process.env.RUNTIME_CONFIG = file;
      try {
        const config = await siteRuntimeConfig(store, site?.releases ?? ({} as never), context.hosting);
        expect(config.apiBaseUrl).toBe('https://api.example.com/api/');
        expect(config.remotes.forms).toBe(
          `${context.hosting.remoteBase('forms')}${site?.releases.forms}/mf-manifest.json`,
        );
      } finally {
        delete process.env.RUNTIME_CONFIG;
      }
    });
  });

  describe('two release commands at once', () => {
    it('never undo each other: a candidate goes live only over the site release it was made from', async () => {
      const other = await deploy({ ...context }, 'legal', fakeBuild(dir, 'legal', { text: 'other team' }), {
        kind: 'preview',
      });
      const racing = {
        ...context,
        checks: {
          render: context.checks!.render,
          browser: async () => {
            await under.other().setPointer('live', other.site.id);
            return [];
          },
        },
      };
      const refused = await deploy(racing, 'products', fakeBuild(dir, 'products', { text: 'two' })).catch(
        (error) => error,
      );
      expect(refused).toBeInstanceOf(DeployRefused);
      expect(refused.message).toMatch(
        /^the live site changed from site-\w+ to site-\w+ while this ran: the live site stays; run the command again$/,
      );
      expect(await live()).toBe(other.site.id);
    });

    it('switch the pointer by compare-and-swap: of two runners that read it at once, one switches, the other is refused', async () => {
      const [a, b] = [under.other(), under.other()];
      const seen = await a.pointer('live');
      expect(await b.pointer('live')).toEqual(seen);
      const [first, second] = ['site-aaaaaaaaaaaa', 'site-bbbbbbbbbbbb'];
      const outcomes = await Promise.allSettled([
        a.setPointer('live', first, seen),
        b.setPointer('live', second, seen),
      ]);
      const won = outcomes.flatMap((outcome, index) =>
        outcome.status === 'fulfilled' ? [[first, second][index]] : [],
      );
      const lost = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toEqual([expect.any(PointerMoved)]);
      expect(String(lost[0].message)).toBe(`live moved to ${won[0]} meanwhile`);
      expect(await live()).toBe(won[0]);
    });

    it('cannot hold one store: the second is refused in one line while the first holds it', async () => {
      const release = await store.lock();
      const refused = await under
        .other()
        .lock()
        .catch((error) => error);
      expect(refused).toBeInstanceOf(StoreLocked);
      expect(refused.message).toMatch(/^another release command \(.*\) .* run this one again when it has finished/);
      expect(refused.message).not.toContain('\n');
      await release();
      await (
        await under.other().lock()
      )();
    });

    it('stop a command whose lock "npm run unlock" ended before its next write, in one line, and unlock refuses when nothing is held', async () => {
      const running = under.other();
      const release = await running.lock();
      const unlocked = await store.takeOver();
      expect(unlocked.ended).toMatch(/ process \d+/);
      await unlocked.letGo();
      const before = await live();
      await expect(running.setPointer('live', 'site-000000000000')).rejects.toThrow(
        /^this command no longer holds [^\n]*; it stopped before its next write \(run it again\)$/,
      );
      expect(await live()).toBe(before);
      await release();
      await expect(store.takeOver()).rejects.toThrow(/^no release command holds .*: there is nothing to end$/);
    });
  });

  describe('a server starting on a store', () => {
    it('deploys nothing when a site release is live, and names each build of the checkout that is not live', async () => {
      const lines: string[] = [];
      const before = await live();
      const builds = allBuilds(dir);
      const changed = fakeBuild(dir, 'services', { text: 'rebuilt' });
      const ready = await ensureLiveOn(
        store,
        context.hosting,
        (line) => lines.push(line),
        (name) => (name === 'services' ? changed : builds[name]),
      );
      expect(ready).toBe(true);
      expect(await live()).toBe(before);
      expect(lines).toEqual([
        'services: the build in this checkout is not live; deploy it with: npm run deploy -- services',
      ]);
    });

    it('says when the live site release was rendered for other origins, and how to render it for these', async () => {
      const lines: string[] = [];
      const builds = allBuilds(dir);
      const moved = hostingFromEnv({ PORT: '9380', SITE_ROOT: dir });
      const ready = await ensureLiveOn(
        store,
        moved,
        (line) => lines.push(line),
        (name) => builds[name],
      );
      expect(ready).toBe(false);
      const shell = (await pointedSite(store, 'live'))?.releases.shell;
      expect(lines.join('\n')).toMatch(
        /was rendered for other origins \(products at \S+, here http:\/\/127\.0\.0\.1:9381\//,
      );
      expect(lines.at(-1)).toBe(
        `Render it for these origins, with the same environment: npm run promote -- shell ${shell}`,
      );
    });
  });

  describe('a site release reached again', () => {
    it('is opened in the browser only on the pages its earlier checks did not cover', async () => {
      const site = await pointedSite(store, 'live');
      await promote(context, 'legal', site?.releases.legal ?? '');
      expect(recorder.browserRuns).toEqual([legalPages]);
      await promote(context, 'legal', site?.releases.legal ?? '');
      expect(recorder.browserRuns).toEqual([legalPages]);
      await promote(context, 'forms', site?.releases.forms ?? '');
      const formsPages = recorder.browserRuns.at(-1) ?? [];
      expect(formsPages.length).toBeGreaterThan(0);
      expect(formsPages.some((page) => legalPages.includes(page))).toBe(false);
    });
  });
});

describe('the hosting', () => {
  it('names release URLs at the origins a deployment gives, on host names of their own', () => {
    const hosting = hostingFromEnv({
      SITE_ROOT: os.tmpdir(),
      SITE_ORIGIN: 'https://www.example.com',
      LEGAL_ORIGIN: 'https://legal.example.com',
    });
    expect(hosting.siteOrigin).toBe('https://www.example.com');
    expect(hosting.remoteBase('legal')).toBe('https://legal.example.com/');
    expect(hosting.remoteBase('forms')).toBe('http://127.0.0.1:8083/');
  });
});
