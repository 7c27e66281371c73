import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes } from '@radix/site-kit/routes';
import {
  deploy,
  deployCurrentBuilds,
  DeployRefused,
  ensureLive,
  promote,
  rollback,
  type ReleaseContext,
} from '../deploy';
import { layout } from '../layout';
import { listReleases } from '../releases';
import { pointedSite, readGate, readHistory, siteRuntimeConfig } from '../site-releases';
import { hostingFromEnv } from '../../site/hosting';
import { allBuilds, fakeBuild, fakeContext, snapshot, type Recorder } from './fixtures';

let dir: string;
let root: string;
let recorder: Recorder;
let context: ReleaseContext;

const live = () => fs.readlinkSync(layout.pointer(root, 'live'));
const liveLegal = () => pointedSite(root, 'live')?.releases.legal;
const legalPages: string[] = [routes.terms.path, routes.privacy.path];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  root = path.join(dir, 'site-root');
  recorder = { renders: [], browserRuns: [] };
  context = fakeContext(root, recorder);
  const builds = allBuilds(dir);
  await deployCurrentBuilds({ ...context, skipBrowserCheck: true }, (name) => builds[name]);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the release layout', () => {
  it('holds one immutable folder per release, a site release naming them, and the live pointer', () => {
    const site = pointedSite(root, 'live');
    expect(site).toBeDefined();
    for (const name of ['shell', 'products', 'services', 'forms', 'legal'] as const) {
      const [release] = listReleases(root, name);
      expect(release?.id).toBe(site?.releases[name]);
      expect(release?.contractVersion).toBe(1);
    }
    const siteDir = layout.site(root, site?.id ?? '');
    const config = JSON.parse(fs.readFileSync(path.join(siteDir, 'runtime-config.json'), 'utf8'));
    expect(config.remotes.legal).toBe(`http://127.0.0.1:9084/${site?.releases.legal}/mf-manifest.json`);
    expect(fs.realpathSync(path.join(siteDir, 'shell'))).toBe(
      fs.realpathSync(path.join(layout.release(root, 'shell', site?.releases.shell ?? ''), 'web')),
    );
    expect(
      fs.existsSync(
        path.join(layout.shellServer(layout.release(root, 'shell', site?.releases.shell ?? '')), 'server.js'),
      ),
    ).toBe(true);
    expect(readHistory(root)).toEqual([expect.objectContaining({ site: site?.id, action: 'first start' })]);
  });

  it('makes one release of the same build deployed twice, and one site release of the same combination', async () => {
    const before = live();
    await deploy(context, 'legal', fakeBuild(dir, 'legal'));
    expect(listReleases(root, 'legal')).toHaveLength(1);
    expect(live()).toBe(before);
    expect(recorder.renders).toHaveLength(1);
  });
});

describe('a deploy', () => {
  it('writes a release, renders a candidate with it, checks the pages that show it, then switches the pointer', async () => {
    const others = ['shell', 'products', 'services', 'forms'].map((name) =>
      snapshot(path.join(root, 'releases', name)),
    );
    const result = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
    expect(liveLegal()).toBe(result.release);
    expect(live()).toBe(path.join('sites', result.site.id));
    expect(recorder.browserRuns).toEqual([legalPages]);
    expect(readGate(root, result.site.id)?.browserChecked).toEqual(legalPages);
    expect(readHistory(root).at(-1)).toEqual(
      expect.objectContaining({ action: 'deploy', name: 'legal', release: result.release }),
    );
    expect(
      ['shell', 'products', 'services', 'forms'].map((name) => snapshot(path.join(root, 'releases', name))),
    ).toEqual(others);
  });

  it('that fails to render is refused, naming the remote and its pages; the live site is untouched', async () => {
    const before = { pointer: live(), files: snapshot(path.join(root, 'sites')) };
    recorder.failRender = '/privacypolicy: the render failed: Error: A broken release';
    const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'broken' })).catch((error) => error);
    expect(refused).toBeInstanceOf(DeployRefused);
    expect(refused.message).toMatch(
      /^legal \(\S+\) cannot be rendered; pages that show it: \/tearmsandcondition, \/privacypolicy/,
    );
    expect(refused.message).toContain('A broken release');
    expect({ pointer: live(), files: snapshot(path.join(root, 'sites')) }).toEqual(before);
    expect(fs.readdirSync(layout.sites(root)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('that fails in the browser is refused and left in preview; the live site is untouched', async () => {
    const before = live();
    recorder.browserProblems = ['/privacypolicy: console error: Hydration had to recover'];
    const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'mismatch' })).catch(
      (error) => error,
    );
    expect(refused).toBeInstanceOf(DeployRefused);
    expect(refused.message).toContain('fails in the browser');
    expect(refused.message).toContain('/privacypolicy: console error: Hydration had to recover');
    expect(live()).toBe(before);
    expect(pointedSite(root, 'preview')?.releases.legal).not.toBe(liveLegal());
  });

  it('is refused before rendering when the release was built against another contract version', async () => {
    const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { contractVersion: 2 })).catch(
      (error) => error,
    );
    expect(refused.message).toMatch(/built against contract version 2; the shell release \S+ accepts 1/);
    expect(recorder.renders).toHaveLength(1);
  });

  it('is refused when the release does not expose a module the shell loads', async () => {
    const refused = await deploy(context, 'legal', fakeBuild(dir, 'legal', { exposes: ['TermsPage'] })).catch(
      (error) => error,
    );
    expect(refused.message).toContain('does not expose PrivacyPage, which the shell loads');
  });

  it('of a shell with a new contract version is refused, naming every remote built against the old one', async () => {
    const refused = await deploy(context, 'shell', fakeBuild(dir, 'shell', { contractVersion: 2 })).catch(
      (error) => error,
    );
    for (const name of ['products', 'services', 'forms', 'legal']) expect(refused.message).toContain(`${name} release`);
  });

  it('of the shell checks every page, and its release keeps the hashed files of the shell releases in use', async () => {
    const result = await deploy(context, 'shell', fakeBuild(dir, 'shell', { text: 'two' }));
    expect(recorder.browserRuns.at(-1)).toHaveLength(Object.keys(routes).length);
    const web = layout.servedFiles(layout.release(root, 'shell', result.release), 'shell');
    expect(
      fs
        .readdirSync(web)
        .filter((file) => file.startsWith('chunk.'))
        .sort(),
    ).toHaveLength(2);
  });
});

describe('preview, promote and rollback', () => {
  it('a preview leaves the live pointer; promote makes that release live', async () => {
    const before = live();
    const result = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }), { preview: true });
    expect(result.previewUrl).toBe('http://127.0.0.1:9085/');
    expect(live()).toBe(before);
    expect(pointedSite(root, 'preview')?.releases.legal).toBe(result.release);
    await promote(context, 'legal', result.release);
    expect(liveLegal()).toBe(result.release);
    expect(recorder.renders).toHaveLength(2);
  });

  it('rollback makes the previous release live again, reusing its site release: no build, no render, no second browser run', async () => {
    const first = liveLegal();
    const firstSite = live();
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'three' }));
    await rollback(context, 'legal');
    const second = listReleases(root, 'legal')[1]?.id;
    expect(liveLegal()).toBe(second);
    await rollback(context, 'legal', first);
    expect(liveLegal()).toBe(first);
    expect(live()).toBe(firstSite);
    expect(recorder.renders).toHaveLength(3);
    expect(readHistory(root).map((entry) => entry.action)).toEqual([
      'first start',
      'deploy',
      'deploy',
      'rollback',
      'rollback',
    ]);
  });

  it('promote and rollback refuse a release that does not exist', async () => {
    await expect(promote(context, 'legal', 'no-such-release')).rejects.toThrow(/legal has no release no-such-release/);
    await expect(rollback(context, 'legal')).rejects.toThrow(/no release before/);
  });
});

describe('the runtime configuration of a site release', () => {
  it('takes the API address from RUNTIME_CONFIG when a deployment sets one, and the remotes from the releases', () => {
    const site = pointedSite(root, 'live');
    const file = path.join(dir, 'deployed.json');
    fs.writeFileSync(file, JSON.stringify({ apiBaseUrl: 'https://api.example.com/api/', remotes: {} }));
    process.env.RUNTIME_CONFIG = file;
    try {
      const config = siteRuntimeConfig(root, site?.releases ?? ({} as never), context.hosting);
      expect(config.apiBaseUrl).toBe('https://api.example.com/api/');
      expect(config.remotes.forms).toBe(`http://127.0.0.1:9083/${site?.releases.forms}/mf-manifest.json`);
    } finally {
      delete process.env.RUNTIME_CONFIG;
    }
  });
});

describe('the hosting', () => {
  it('names release URLs at the origins a deployment gives, on host names of their own', () => {
    const hosting = hostingFromEnv({
      SITE_ROOT: root,
      SITE_ORIGIN: 'https://www.example.com',
      LEGAL_ORIGIN: 'https://legal.example.com',
    });
    expect(hosting.siteOrigin).toBe('https://www.example.com');
    expect(hosting.remoteBase('legal')).toBe('https://legal.example.com/');
    expect(hosting.remoteBase('forms')).toBe('http://127.0.0.1:8083/');
  });
});

describe('two release commands at once', () => {
  it('never undo each other: a candidate goes live only over the site release it was made from', async () => {
    const other = await deploy({ ...context }, 'legal', fakeBuild(dir, 'legal', { text: 'other team' }), {
      preview: true,
    });
    const racing = {
      ...context,
      checks: {
        render: context.checks!.render,
        browser: async () => {
          await context.store.setPointer('live', other.site.id);
          return [];
        },
      },
    };
    const refused = await deploy(racing, 'products', fakeBuild(dir, 'products', { text: 'two' })).catch(
      (error) => error,
    );
    expect(refused).toBeInstanceOf(DeployRefused);
    expect(refused.message).toMatch(/the live site changed from site-\w+ to site-\w+ while this ran/);
    expect(live()).toBe(path.join('sites', other.site.id));
  });

  it('cannot run on one site root: the second is refused while the first holds it', async () => {
    const release = await context.store.lock();
    await expect(context.store.lock()).rejects.toThrow(`another release command (process ${process.pid}) is running`);
    await release();
    await (
      await context.store.lock()
    )();
  });
});

describe('a server starting on a site root', () => {
  it('deploys nothing when a site release is live, and names each build of the checkout that is not live', async () => {
    const lines: string[] = [];
    const before = live();
    const builds = allBuilds(dir);
    const changed = fakeBuild(dir, 'services', { text: 'rebuilt' });
    await ensureLive(
      context.hosting,
      (line) => lines.push(line),
      (name) => (name === 'services' ? changed : builds[name]),
    );
    expect(live()).toBe(before);
    expect(lines).toEqual([
      'services: the build in this checkout is not live; deploy it with: npm run deploy -- services',
    ]);
  });

  it('deploys every build when nothing is live', async () => {
    const empty = path.join(dir, 'empty-root');
    const builds = allBuilds(dir);
    const fresh = fakeContext(empty, recorder);
    await ensureLive(
      { ...fresh.hosting },
      () => undefined,
      (name) => builds[name],
      { checks: fresh.checks },
    );
    expect(pointedSite(empty, 'live')?.releases.legal).toBe(listReleases(empty, 'legal')[0]?.id);
  });
});

describe('a site release reached again', () => {
  it('is opened in the browser only on the pages its earlier checks did not cover', async () => {
    const first = live();
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'two' }));
    await rollback(context, 'legal');
    expect(live()).toBe(first);
    expect(recorder.browserRuns.at(-1)).toEqual(legalPages);
    await deploy(context, 'forms', fakeBuild(dir, 'forms', { text: 'two' }));
    recorder.browserRuns = [];
    await rollback(context, 'forms');
    expect(live()).toBe(first);
    const formsPages = recorder.browserRuns.at(-1) ?? [];
    expect(formsPages.length).toBeGreaterThan(0);
    expect(formsPages.some((page) => legalPages.includes(page))).toBe(false);
    recorder.browserRuns = [];
    await rollback(context, 'forms');
    await rollback(context, 'forms');
    expect(recorder.browserRuns).toEqual([]);
  });
});
