import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  localNamedPreviewSecret,
  localPreviewSecret,
  previewNameOfHost,
  previewNameProblem,
  verifyPreviewToken,
} from '@radix/release-model';
import { deploy } from '../deploy';
import { closePreview, previewsReport, prunePreviews } from '../named-previews';
import { listPreviews, readPreview } from '../../records/preview-record';
import { listReleases } from '../../records/releases';
import { DeployRefused, type ReleaseContext } from '../../context';
import { keptReleases } from '../../records/retention';
import { pointedSite } from '../../records/site-releases';
import type { SiteStore } from '../../store/store';
import {
  useDeployedSite,
  fakeBuild,
  fakeContext,
  namedPreviewContext,
  everyObject,
  useStore,
  type Recorder,
  type StoreUnderTest,
} from '../../__tests__/fixtures';

describe('a preview name', () => {
  it('is a host label of up to 40 lower-case letters, digits and inner hyphens, and not "preview"', () => {
    for (const name of ['pr-7', '7', 'fix-footer', 'a'.repeat(40)]) expect(previewNameProblem(name)).toBeUndefined();
    for (const name of ['PR-7', '-x', 'x-', 'a.b', 'a'.repeat(41), '', 'preview', 'feat/x'])
      expect(previewNameProblem(name)).toEqual(expect.any(String));
  });

  it('is read from a host under the preview host only', () => {
    expect(previewNameOfHost('pr-7.preview.localhost:8080', 'preview.localhost:8080')).toBe('pr-7');
    expect(previewNameOfHost('preview.localhost:8080', 'preview.localhost:8080')).toBeUndefined();
    expect(previewNameOfHost('a.b.preview.localhost:8080', 'preview.localhost:8080')).toBeUndefined();
    expect(previewNameOfHost('pr-7.preview.localhost:9999', 'preview.localhost:8080')).toBeUndefined();
  });
});

describe('named previews on a bucket', () => {
  const deployed = useDeployedSite('bucket', 'previews-');
  let dir: string;
  let recorder: Recorder;
  let context: ReleaseContext;
  let under: StoreUnderTest;
  let production: SiteStore;
  let store: SiteStore;

  beforeEach(() => {
    const site = deployed();
    ({ dir, recorder, under, store: production } = site);
    context = namedPreviewContext(site.context, under);
    store = under.previews as SiteStore;
  });

  it('keeps each name its own candidate, composed with live, checked at its own host, with live and the other preview unchanged', async () => {
    const live = await pointedSite(production, 'live');
    const preview = await production.pointer('preview');
    const before = await everyObject(production);
    const legal = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }), {
      kind: 'named-preview',
      name: 'pr-7',
    });
    const browserOrigin = jest.fn();
    const checks = context.checks;
    const services = await deploy(
      {
        ...context,
        checks: checks && {
          ...checks,
          browser: (origin, ...rest) => (browserOrigin(origin), checks.browser(origin, ...rest)),
        },
      },
      'services',
      fakeBuild(dir, 'services', { text: 'services two' }),
      { kind: 'named-preview', name: 'pr-8' },
    );
    expect(browserOrigin).toHaveBeenCalledWith('http://pr-8.preview.localhost:9080');
    const verified = (secret: string) =>
      verifyPreviewToken(recorder.browserToken, secret, { preview: 'pr-8', now: new Date('2026-11-24T08:30:00Z') });
    expect(await verified(localNamedPreviewSecret)).toEqual(expect.objectContaining({ site: services.site.id }));
    expect(await verified(localPreviewSecret)).toBe('invalid');
    expect(services.previewUrl).toMatch(/^http:\/\/pr-8\.preview\.localhost:9080\/\?preview-token=/);
    expect((await pointedSite(production, 'live'))?.id).toBe(live?.id);
    expect(await production.pointer('preview')).toEqual(preview);
    expect(await everyObject(production)).toEqual(before);
    expect((await listReleases(store, 'services')).map((release) => release.id)).toEqual([services.release]);
    expect(await store.list('sites')).toEqual([legal.site.id, services.site.id].sort());
    expect(services.site.releases).toEqual({ ...live?.releases, services: services.release });
    expect(await readPreview(store, 'pr-7')).toEqual(
      expect.objectContaining({
        parts: [{ part: 'legal', release: legal.release }],
        site: legal.site.id,
        verdict: 'passed',
      }),
    );

    const again = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal three' }), {
      kind: 'named-preview',
      name: 'pr-7',
    });
    expect((await readPreview(store, 'pr-7'))?.site).toBe(again.site.id);
    expect((await readPreview(store, 'pr-8'))?.site).toBe(services.site.id);
    expect([...(await keptReleases(store, new Date())).sites]).toEqual(
      expect.arrayContaining([again.site.id, services.site.id]),
    );
  });

  it("keeps in the previews' bucket a candidate that is what live is, so that its host, which reads that bucket alone, serves it", async () => {
    const live = await pointedSite(production, 'live');
    const same = await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'one' }), {
      kind: 'named-preview',
      name: 'pr-9',
    });
    expect(same.site.id).toBe(live?.id);
    expect(await store.readText(`sites/${same.site.id}/site.json`)).toBe(
      await production.readText(`sites/${same.site.id}/site.json`),
    );
    expect(await readPreview(store, 'pr-9')).toEqual(expect.objectContaining({ site: live?.id, verdict: 'passed' }));
  });

  it('records a refusal under the name, so its link shows nothing an earlier run left', async () => {
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }), {
      kind: 'named-preview',
      name: 'pr-7',
    });
    recorder.browserProblems = ['/terms: page error: boom'];
    await expect(
      deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal broken' }), {
        kind: 'named-preview',
        name: 'pr-7',
      }),
    ).rejects.toThrow(DeployRefused);
    expect(await readPreview(store, 'pr-7')).toEqual(expect.objectContaining({ verdict: 'refused at browser' }));
  });

  it('lists, closes and prunes previews older than a week', async () => {
    await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }), {
      kind: 'named-preview',
      name: 'pr-7',
    });
    await deploy(context, 'services', fakeBuild(dir, 'services', { text: 'services two' }), {
      kind: 'named-preview',
      name: 'pr-8',
    });
    const report = await previewsReport(store, new Date('2026-11-24T09:00:00Z'));
    expect(report.split('\n')[0]).toMatch(/^name +parts +releases +site release +age +verdict$/);
    expect(report).toMatch(/^pr-7 +legal +\S+ +site-[0-9a-f]{12} +59 min +passed$/m);
    await closePreview(store, 'pr-8');
    expect((await listPreviews(store)).map((record) => record.name)).toEqual(['pr-7']);
    await expect(closePreview(store, 'pr-8')).rejects.toThrow('there is no preview pr-8');
    expect(await prunePreviews(store, new Date('2026-11-30T08:00:00Z'))).toEqual([]);
    expect(await prunePreviews(store, new Date('2026-12-01T09:00:00Z'))).toEqual(['pr-7']);
    expect(await previewsReport(store, new Date())).toBe('no named previews');
  });

  it('holds no lease: it goes on while another command holds the store', async () => {
    const release = await under.other().lock();
    try {
      await deploy(context, 'legal', fakeBuild(dir, 'legal', { text: 'legal two' }), {
        kind: 'named-preview',
        name: 'pr-7',
      });
    } finally {
      await release();
    }
    expect((await readPreview(store, 'pr-7'))?.verdict).toBe('passed');
  });
});

describe('named previews on a folder', () => {
  const current = useStore('folder');

  it('are refused in one line before anything is written: the Node server and nginx have one preview', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'previews-'));
    const context = fakeContext(current(), { renders: [], browserRuns: [] });
    const build = fakeBuild(dir, 'legal', { text: 'legal two' });
    await expect(deploy(context, 'legal', build, { kind: 'named-preview', name: 'pr-7' })).rejects.toThrow(
      /^named previews are served by the edge only/,
    );
    expect(await context.store.list('releases/legal')).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
