import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  gateFile,
  keys,
  type PreviewRecord,
  previewCookieName,
  previewRecordKey,
  previewTokenParameter,
  releaseFile,
  signPreviewToken,
  siteFile,
} from '@radix/release-model';
import { remoteNames } from '@radix/site-kit/contracts';
import { specRouteTable } from '@radix/site-kit/route-table';
import { planFile, readPlan } from '../../release/records/deploy-plan';
import { BucketStore } from '../../release/store/bucket-store';
import { chromiumArgs, chromiumPath } from '../../release/plan/chromium';
import { edgePackageDir, freePort, startLocalEdge, type LocalEdge } from '../local-edge';

const secret = 'the named previews secret of this test';
const site = 'site-pppppppppppp';
const shell = '20261120T000000Z-aaaaaa';
const liveShell = keys.release('shell', shell);
const main = 'main.aaaaaaaa.js';
const productionMain = 'console.log("production");';

const put = (store: BucketStore, key: string, text: string) => store.putBytes(key, new TextEncoder().encode(text));

/** Production's live shell release, in SITE: public, as a switch leaves it. */
async function liveShellRelease(production: BucketStore): Promise<void> {
  await put(production, `${liveShell}/web/${main}`, productionMain);
  for (const mark of [releaseFile, 'cleared.json', 'public.json']) await put(production, `${liveShell}/${mark}`, '{}');
}

/**
 * What two pull requests' preview jobs leave in PREVIEWS: one candidate of production's shell and
 * their own legal release, which both records name, passed by the gate.
 */
async function twoPreviews(previews: BucketStore, siteOrigin: string): Promise<void> {
  const releases: Record<string, string> = {
    ...Object.fromEntries(remoteNames.map((part) => [part, `20261126T000000Z-${part.slice(0, 6).padEnd(6, 'x')}`])),
    shell,
  };
  await put(
    previews,
    `${keys.site(site)}/${siteFile}`,
    JSON.stringify({ id: site, createdAt: '2026-12-01T10:00:00.000Z', releases }),
  );
  await put(
    previews,
    `${keys.site(site)}/runtime-config.json`,
    JSON.stringify({
      apiBaseUrl: '/api/',
      remotes: Object.fromEntries(
        remoteNames.map((name) => [name, `${siteOrigin}/releases/${name}/${releases[name]}/mf-manifest.json`]),
      ),
      routes: specRouteTable(),
    }),
  );
  for (const page of ['index.html', 'aboutus.html', '404.html'])
    await put(
      previews,
      `${keys.site(site)}/pages/${page}`,
      `<!doctype html><title>${page}</title><p>the candidate</p>`,
    );
  await put(previews, `${keys.site(site)}/${gateFile}`, '{}');
  for (const name of ['pr-7', 'pr-8']) {
    const record: PreviewRecord = {
      name,
      parts: [{ part: 'legal', release: releases.legal ?? '' }],
      site,
      basedOn: 'site-aaaaaaaaaaaa',
      createdAt: '2026-12-01T10:00:00.000Z',
      verdict: 'passed',
    };
    await put(previews, previewRecordKey(name), JSON.stringify(record));
  }
}

describe('named previews at the local edge: the worker in workerd, Chromium', () => {
  let dir: string;
  let edge: LocalEdge;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'named-previews-'));
    const script = path.join(dir, 'worker.mjs');
    execFileSync(process.execPath, [path.join(edgePackageDir, 'bundle-worker.mjs'), script]);
    port = await freePort();
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port,
      persist: path.join(dir, 'state'),
      script,
      bindings: {
        SITE_ORIGIN: `http://localhost:${port}`,
        PREVIEW_ORIGIN: `http://preview.localhost:${port}`,
        API_ORIGIN: '',
        NAMED_PREVIEW_SECRET: secret,
      },
    });
    await liveShellRelease(new BucketStore(edge.bucket));
    await twoPreviews(new BucketStore(edge.previewsBucket), `http://localhost:${port}`);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await edge?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const hostOf = (name: string) => `http://${name}.preview.localhost:${port}`;
  const linkOf = async (name: string) =>
    `${hostOf(name)}/?${previewTokenParameter}=${await signPreviewToken({ preview: name, exp: 2_000_000_000 }, secret)}`;

  it("a reviewer's cookie is set over the local edge's plain http, and no preview's own script can shadow another's with Domain= or a longer Path", async () => {
    const reviewer = await browser.newContext();
    const seven = await reviewer.newPage();
    const eight = await reviewer.newPage();
    for (const [page, name] of [
      [seven, 'pr-7'],
      [eight, 'pr-8'],
    ] as const) {
      const opened = await page.goto(await linkOf(name));
      expect([name, opened?.status(), opened?.url()]).toEqual([name, 200, `${hostOf(name)}/`]);
    }
    expect(
      (await reviewer.cookies()).map(({ name, domain, path: at, secure, httpOnly }) => [
        name,
        domain,
        at,
        secure,
        httpOnly,
      ]),
    ).toEqual([
      [previewCookieName, 'pr-7.preview.localhost', '/', true, true],
      [previewCookieName, 'pr-8.preview.localhost', '/', true, true],
    ]);

    // pr-8's own script tries to set the cookie every preview host would be sent, first for a page of pr-7.
    await eight.evaluate((name) => {
      for (const cookie of [
        `${name}=shadowed; Domain=preview.localhost; Path=/aboutus`,
        `${name}=shadowed; Domain=preview.localhost; Path=/`,
        `${name}=shadowed; Path=/aboutus; Secure`,
      ])
        document.cookie = cookie;
    }, previewCookieName);
    const page = await seven.goto(`${hostOf('pr-7')}/aboutus`);
    expect([page?.status(), await page?.text()]).toEqual([200, expect.stringContaining('<p>the candidate</p>')]);
    expect((await reviewer.cookies()).filter(({ value }) => value === 'shadowed')).toEqual([]);
    await reviewer.close();
  }, 60_000);

  it("refuses pull request A's plan that writes a live release's id; B's preview serves production's shell, even with A's objects written into PREVIEWS behind the apply's back", async () => {
    const production = new BucketStore(edge.bucket);
    const previews = new BucketStore(edge.previewsBucket);
    // A's plan, as its sandbox writes it when A's code wrote the live shell's id: its record claims that release.
    const ofA: PreviewRecord = {
      name: 'pr-8',
      parts: [{ part: 'shell', release: shell }],
      site,
      basedOn: 'site-aaaaaaaaaaaa',
      createdAt: '2026-12-01T10:00:00.000Z',
      verdict: 'passed',
    };
    const objects: Record<string, string> = {
      [`${liveShell}/web/${main}`]: 'alert("pull request A");',
      [`${liveShell}/${releaseFile}`]: '{}',
      [previewRecordKey('pr-8')]: JSON.stringify(ofA),
    };
    const planned = path.join(dir, 'plan-of-a');
    for (const [key, text] of Object.entries(objects)) {
      fs.mkdirSync(path.dirname(path.join(planned, 'objects', key)), { recursive: true });
      fs.writeFileSync(path.join(planned, 'objects', key), text);
    }
    const listed = Object.entries(objects).map(([key, text]) => ({
      key,
      sha256: createHash('sha256').update(text).digest('hex'),
      bytes: Buffer.byteLength(text),
    }));
    const summary = { name: 'pr-8', number: 8, head: 'a'.repeat(40), parts: ['shell'], basedOn: 'site-aaaaaaaaaaaa' };
    fs.writeFileSync(
      path.join(planned, planFile),
      JSON.stringify({
        ...summary,
        madeAt: ofA.createdAt,
        passed: true,
        said: 'passed',
        review: 'not asked',
        objects: listed,
      }),
    );
    await expect(readPlan(planned, 'pr-8', production)).rejects.toThrow(
      `refused: the plan writes ${liveShell}/web/${main}, of a release production holds: a preview writes only the releases its own build made`,
    );

    for (const [key, text] of Object.entries(objects)) await put(previews, key, text);
    const reviewer = await browser.newContext();
    for (const name of ['pr-7', 'pr-8']) {
      const page = await reviewer.newPage();
      expect((await page.goto(await linkOf(name)))?.status()).toBe(200);
      for (const file of [`/${main}`, `/${liveShell}/web/${main}`]) {
        const answer = await page.goto(`${hostOf(name)}${file}`);
        expect([name, file, answer?.status(), await answer?.text()]).toEqual([name, file, 200, productionMain]);
      }
    }
    await reviewer.close();
  }, 60_000);
});
