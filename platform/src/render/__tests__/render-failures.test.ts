import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  pageLoaderScript,
  firstLoadFile,
  manifestFile,
  plainScriptRecord,
  type FirstLoad,
  type PlainScriptFile,
} from '@radix/site-kit/build-outputs';
import { allRoutes, routes } from '@radix/site-kit/routes';
import { specRouteTable } from '@radix/site-kit/route-table';
import { exposedFiles, remoteNames, type RemoteName } from '@radix/site-kit/contracts';
import type { Renderer } from '@radix/site-kit/renderer';
import { pageFile } from '@radix/release-model';
import { publish } from '../publish';
import { renderPages, type ShellBuild } from '../render-pages';

/** A remote host for every remote: each one's manifest (all its exposes) and its Node entry, or 404 for `missing`. */
function remoteHost(missing: Set<string>): http.Server {
  return http.createServer((request, response) => {
    const [, name, file] = (request.url ?? '').split('/');
    if (missing.has(`${name}/${file}`)) return void response.writeHead(404).end('Not found');
    if (file === 'remoteEntry.node.js') return void response.writeHead(200).end('module.exports = {};');
    const exposes = Object.keys(exposedFiles)
      .filter((id) => id.startsWith(`${name}/`))
      .map((id) => ({
        name: id.split('/')[1],
        assets: { js: { sync: [`${id}.js`], async: [] }, css: { sync: [`${id}.css`], async: [] } },
      }));
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ metaData: { publicPath: 'auto', ssrRemoteEntry: { name: 'remoteEntry.node.js' } }, exposes }),
    );
  });
}

/** The shell's renderer, standing in for its Node build: a whole page, unless `fails` names the path. */
function renderer(fails: Record<string, { markup?: string; errors?: string[] }> = {}) {
  return {
    configureRemotes: () => undefined,
    loadPageModules: async () => [],
    renderPage: async (pagePath) => ({
      markup: fails[pagePath]?.markup ?? `<main><h1>${pagePath}</h1></main>`,
      errors: fails[pagePath]?.errors ?? [],
    }),
  } satisfies Renderer;
}

let dir: string;
let pagesDir: string;
let server: http.Server;
const missing = new Set<string>();
let shell: ShellBuild;

function config(port: number, overrides: Partial<Record<RemoteName, string>> = {}) {
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, overrides[name] ?? `http://127.0.0.1:${port}/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  return { apiBaseUrl: '/api/', remotes, routes: specRouteTable() };
}

const port = () => (server.address() as AddressInfo).port;
const publishedIndex = () => fs.readFileSync(path.join(pagesDir, 'index.html'), 'utf8');

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-failures-'));
  const shellDist = path.join(dir, 'shell');
  fs.mkdirSync(shellDist);
  fs.writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><head><meta charset=utf-8><title>Radix Softech</title><meta name=description content=Generic.><script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(path.join(shellDist, 'after-paint.0f1e2d3c.js'), '');
  const loader: PlainScriptFile = { file: 'after-paint.0f1e2d3c.js' };
  fs.writeFileSync(path.join(shellDist, plainScriptRecord(pageLoaderScript)), JSON.stringify(loader));
  const firstLoad: FirstLoad = {
    initial: ['main.1a2b3c4d.js'],
    routes: { about: ['page-about.5e6f7a8b.css', 'page-about.9c0d1e2f.js'] },
    remotePage: [],
    shared: {},
  };
  fs.writeFileSync(path.join(shellDist, firstLoadFile), JSON.stringify(firstLoad));
  shell = { web: shellDist, server: path.join(dir, 'no-server') };
  pagesDir = path.join(dir, 'pages');
  publish(pagesDir, [{ file: 'index.html', html: 'the last good page' }]);
  missing.clear();
  server = remoteHost(missing);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Renders the fake site with the fixture's shell build, the given configuration's remotes and renderer. */
const renderFixture = (remotes = config(port()), pageRenderer = renderer()) =>
  renderPages({ shell, config: remotes, siteOrigin: 'http://127.0.0.1:1', pagesDir, renderer: pageRenderer });

describe('renderPages', () => {
  it('publishes every route and the not-found page, with compressed copies, when everything answers', async () => {
    const count = await renderFixture();
    expect(count).toBe(allRoutes.length + 1);
    expect(publishedIndex()).toContain('<div id=root><main><h1>/</h1></main></div>');
    expect(fs.existsSync(path.join(pagesDir, '404.html.gz'))).toBe(true);
  });

  it("preloads a route's own shell page with the shell's scripts and links its style sheet; other routes get none", async () => {
    await renderFixture();
    const about = fs.readFileSync(path.join(pagesDir, pageFile(routes.about.path)), 'utf8');
    expect(about).toContain('<link rel="stylesheet" href="/page-about.5e6f7a8b.css">');
    expect(about).toMatch(/data-preload="[^"]*\/page-about\.9c0d1e2f\.js/);
    expect(publishedIndex()).not.toContain('page-about');
  });

  it('fails when the shell build has no list of its first-load files, and publishes nothing', async () => {
    fs.rmSync(path.join(dir, 'shell', firstLoadFile));
    const run = renderFixture();
    await expect(run).rejects.toThrow(`the shell's build has no ${firstLoadFile}`);
    expect(publishedIndex()).toBe('the last good page');
  });

  it('fails naming a damaged record of the shell build and what is wrong in it, and publishes nothing', async () => {
    fs.writeFileSync(path.join(dir, 'shell', plainScriptRecord(pageLoaderScript)), '{"file":7}');
    const run = renderFixture();
    await expect(run).rejects.toThrow(/after-paint\.json is damaged: file: /);
    expect(publishedIndex()).toBe('the last good page');
  });

  it('fails naming a remote that is down and the pages that show it, and publishes nothing', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const run = renderFixture(config(port(), { legal: `http://127.0.0.1:${downPort}/${manifestFile}` }));
    await expect(run).rejects.toThrow(
      /remote "legal": its manifest .* cannot be fetched.*\/tearmsandcondition, \/privacypolicy/,
    );
    expect(publishedIndex()).toBe('the last good page');
  });

  it('fails naming a remote whose Node entry answers 404, and publishes nothing', async () => {
    missing.add('forms/remoteEntry.node.js');
    const run = renderFixture();
    await expect(run).rejects.toThrow(/remote "forms": its Node entry .*remoteEntry\.node\.js answered 404/);
    expect(publishedIndex()).toBe('the last good page');
  });

  const failedBoundary = '<main><!--$!--><p>Loading</p><!--/$--></main>';
  it.each([
    [
      'errs inside a Suspense boundary',
      '/web-hosting',
      ['Error: boom'],
      '/web-hosting: the render failed: Error: boom',
    ],
    [
      'errs with a stack, which the message leaves out but for where it was thrown',
      '/web-hosting',
      ['Error: boom\n    at ServicePage (remoteEntry.node.js:1:1)\n    at renderWithHooks (server.js:2:2)'],
      '/web-hosting: the render failed: Error: boom (in ServicePage)',
    ],
    [
      'holds a fallback even without an error',
      '/aboutus',
      [],
      '/aboutus: the page holds a Suspense boundary that failed on the server',
    ],
  ])('fails naming the route when its render %s, and publishes nothing', async (_what, pagePath, errors, message) => {
    const run = renderFixture(config(port()), renderer({ [pagePath]: { markup: failedBoundary, errors } }));
    await expect(run).rejects.toThrow(message);
    expect(publishedIndex()).toBe('the last good page');
  });
});
