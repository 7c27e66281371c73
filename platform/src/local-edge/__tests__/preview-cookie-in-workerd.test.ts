import { execFileSync } from 'node:child_process';
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
  signPreviewToken,
  siteFile,
} from '@radix/release-model';
import { remoteNames } from '@radix/site-kit/contracts';
import { specRouteTable } from '@radix/site-kit/route-table';
import { BucketStore } from '../../release/store/bucket-store';
import { chromiumArgs, chromiumPath } from '../../release/plan/chromium';
import { edgePackageDir, freePort, startLocalEdge, type LocalEdge } from '../local-edge';

const secret = 'the named previews secret of this test';
const site = 'site-pppppppppppp';

/** What two pull requests' preview jobs leave in PREVIEWS: one candidate, which both records name, passed by the gate. */
async function twoPreviews(previews: BucketStore, siteOrigin: string): Promise<void> {
  const put = (key: string, text: string) => previews.putBytes(key, new TextEncoder().encode(text));
  const releases = Object.fromEntries(
    ['shell', ...remoteNames].map((part) => [part, `20261126T000000Z-${part.slice(0, 6).padEnd(6, 'x')}`]),
  );
  await put(
    `${keys.site(site)}/${siteFile}`,
    JSON.stringify({ id: site, createdAt: '2026-12-01T10:00:00.000Z', releases }),
  );
  await put(
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
    await put(`${keys.site(site)}/pages/${page}`, `<!doctype html><title>${page}</title><p>the candidate</p>`);
  await put(`${keys.site(site)}/${gateFile}`, '{}');
  for (const name of ['pr-7', 'pr-8']) {
    const record: PreviewRecord = {
      name,
      parts: [{ part: 'legal', release: releases.legal as string }],
      site,
      basedOn: 'site-aaaaaaaaaaaa',
      createdAt: '2026-12-01T10:00:00.000Z',
      verdict: 'passed',
    };
    await put(previewRecordKey(name), JSON.stringify(record));
  }
}

describe("a reviewer's preview cookie, set by the worker in workerd and kept by Chromium", () => {
  let dir: string;
  let edge: LocalEdge;
  let browser: Browser;
  let port: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-cookie-'));
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

  it("is set over the local edge's plain http, and no preview's own script can shadow another's with Domain= or a longer Path", async () => {
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
});
