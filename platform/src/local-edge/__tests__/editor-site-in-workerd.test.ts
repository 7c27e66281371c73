import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { editorSignInPaths } from '@radix/site-kit/editor-sign-in';
import { editorHeaders, editorPolicy } from '../../../../admin/src/policy';
import { startGithubOAuthStandIn, standInSignInBindings, type GithubOAuthStandIn } from '../github-oauth-stand-in';
import { freePort, freshWorkerBundle, startLocalEdge, type LocalEdge } from '../local-edge';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the worker's own socket answers a request for `host` (a browser's Host header), redirects not followed. */
function askHost(edge: LocalEdge, host: string, pathname: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: edge.url.port, path: pathname, method, headers: { host }, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The editor's build as its webpack build writes it, in small: the page, a content-hashed script, an icon, the headers. */
const build = {
  'icons/search.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"></svg>',
  'index.html': '<!doctype html><title>Content editor</title><script src="/admin/editor.0a1b2c3d.js"></script>',
  'editor.0a1b2c3d.js': 'window.CMS_MANUAL_INIT = false;',
  'headers.json': JSON.stringify(editorHeaders(editorPolicy())),
};

describe('the content editor on its own origin, at the edge: the worker in workerd', () => {
  let dir: string;
  let edge: LocalEdge;
  let github: GithubOAuthStandIn;
  let siteHost: string;
  let editorHost: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-'));
    const script = freshWorkerBundle(dir);
    const port = await freePort();
    siteHost = `localhost:${port}`;
    editorHost = `cms.localhost:${port}`;
    github = await startGithubOAuthStandIn({ callbackUrl: `http://${editorHost}${editorSignInPaths.callback}` });
    edge = await startLocalEdge({
      host: '127.0.0.1',
      port,
      persist: path.join(dir, 'state'),
      script,
      bindings: {
        SITE_ORIGIN: `http://${siteHost}`,
        PREVIEW_ORIGIN: `http://preview.localhost:${port}`,
        API_ORIGIN: '',
        ...standInSignInBindings(`http://${editorHost}`, github),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await edge?.dispose();
    await github?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('before the editor workflow uploaded a build, its origin says so: 503, nothing indexed', async () => {
    const answer = await askHost(edge, editorHost, '/admin/');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('The content editor is not deployed here');
    expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  test("serves the editor's build at /admin/ with the editor's own policy, which allows the unsafe-eval Decap needs", async () => {
    const bucket = await edge.binding();
    for (const [name, body] of Object.entries(build)) await bucket.put(`editor/${name}`, body);

    const page = await askHost(edge, editorHost, '/admin/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(build['index.html']);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(`${editorPolicy()}; frame-ancestors 'none'`);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-cache');

    const script = await askHost(edge, editorHost, '/admin/editor.0a1b2c3d.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe(build['editor.0a1b2c3d.js']);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-security-policy']).toContain("'unsafe-eval'");

    const icon = await askHost(edge, editorHost, '/admin/icons/search.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');

    const home = await askHost(edge, editorHost, '/');
    expect(home.status).toBe(301);
    expect(home.headers.location).toBe('/admin/');
  });

  test('answers nothing else there: no other path, no path out of the build, no other method', async () => {
    for (const pathname of [
      '/admin/missing.js',
      '/admin/%2e%2e/wrangler.toml',
      '/admin/.hidden.js',
      '/privacypolicy',
    ]) {
      const answer = await askHost(edge, editorHost, pathname);
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const posted = await askHost(edge, editorHost, '/admin/', 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
  });

  test("answers the editor's sign-in there, sending GitHub back to the editor's origin", async () => {
    const started = await askHost(edge, editorHost, `${editorSignInPaths.auth}?provider=github&scope=repo`);
    expect(started.status).toBe(302);
    const toGithub = new URL(started.headers.location ?? '');
    expect(toGithub.origin).toBe(github.origin);
    expect(toGithub.searchParams.get('redirect_uri')).toBe(`http://${editorHost}${editorSignInPaths.callback}`);
  });

  test("the site's host keeps its own policy: neither the editor nor its sign-in is answered there", async () => {
    for (const pathname of ['/admin/', '/admin/editor.0a1b2c3d.js', editorSignInPaths.auth]) {
      const answer = await askHost(edge, siteHost, pathname);
      expect({ pathname, editor: answer.body === build['index.html'] || answer.status === 302 }).toEqual({
        pathname,
        editor: false,
      });
      expect(answer.body).not.toContain('CMS_MANUAL_INIT');
      expect(answer.headers['content-security-policy'] ?? '').not.toContain('unsafe-eval');
    }
  });
});
