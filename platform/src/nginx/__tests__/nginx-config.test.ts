import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { specRouteTable } from '@radix/site-kit/route-table';
import { immutable, remoteHeaders, revalidate, shellHeaders, tlsHeaders } from '@radix/release-model';
import { platformRoot } from '../../site/deployables';
import { hostingFor, originsConfig } from '../../site/hosting';
import { servePortOffsets } from '../../site/ports';
import { renderNginx, writeSiteSnippets } from '../nginx-config';

let prefix: string;
let conf: string;

/** The headers a snippet written for nginx adds, by name. */
function snippetHeaders(file: string, dir = prefix): Record<string, string> {
  const lines = readFileSync(path.join(dir, file), 'utf8').trim().split('\n');
  return Object.fromEntries(
    lines.map((line) => {
      const [, name, value] = /^add_header ([\w-]+) "(.*)" always;$/.exec(line) ?? [];
      return [name, value];
    }),
  );
}

beforeAll(() => {
  prefix = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
  // A configuration of its own, so the test needs no build.
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, `http://127.0.0.1:${8190 + servePortOffsets[name]}/mf-manifest.json`]),
  );
  writeFileSync(path.join(prefix, 'config.json'), JSON.stringify({ apiBaseUrl: '/api/', remotes, routes: specRouteTable() }));
  process.env.RUNTIME_CONFIG = path.join(prefix, 'config.json');
  const hosting = hostingFor({ host: '127.0.0.1', port: 8190, siteRoot: path.join(prefix, 'site') });
  conf = readFileSync(renderNginx({ prefix, hosting }), 'utf8');
});

afterAll(() => {
  delete process.env.RUNTIME_CONFIG;
  rmSync(prefix, { recursive: true, force: true });
});

describe('the rendered nginx configuration', () => {
  it('cuts off clients that send slowly', () => {
    for (const directive of ['client_header_timeout', 'client_body_timeout', 'send_timeout', 'keepalive_timeout']) {
      expect(conf).toMatch(new RegExp(`^\\s*${directive} \\d+s;$`, 'm'));
    }
  });

  it('answers only the site host name; any other Host gets 400 on every port', () => {
    const ports = [8190, 8195, ...remoteNames.map((name) => 8190 + servePortOffsets[name])];
    const fallback = conf.slice(conf.indexOf('server {'), conf.indexOf('return 400;'));
    for (const port of ports) expect(fallback).toContain(`listen 127.0.0.1:${port} default_server;`);
    expect(conf.match(/server_name 127\.0\.0\.1;/g)).toHaveLength(ports.length);
  });

  it("adds the policy's headers: the shell's, with the CSP of the configuration it serves, and the remotes'", () => {
    const cacheControl = { 'Cache-Control': '$cache_control' };
    expect(snippetHeaders('shell-headers.conf')).toEqual({
      ...cacheControl,
      ...shellHeaders(originsConfig(hostingFor({ port: 8190 })), 'http://127.0.0.1:8190'),
    });
    expect(snippetHeaders('remote-headers.conf')).toEqual({ ...cacheControl, ...remoteHeaders });
  });

  it('caches as the policy says: hashed files immutable, anything else revalidated', () => {
    const map = /map \$uri \$cache_control \{\n(.*)\n\s*default "(.*)";/.exec(conf);
    expect(map?.[1]).toMatch(new RegExp(` "${immutable}";$`));
    expect(map?.[2]).toBe(revalidate);
  });

  it('serves the live site release on the site port, the preview on its own, and every release of each remote', () => {
    const site = path.join(prefix, 'site');
    expect(conf).toContain(`root ${site}/live/shell;`);
    expect(conf).toContain(`alias ${site}/live/runtime-config.json;`);
    expect(conf).toContain(`root ${site}/preview/shell;`);
    for (const name of remoteNames) expect(conf).toContain(`root ${site}/releases/${name};`);
    expect(readFileSync(path.join(prefix, 'routes-live.conf'), 'utf8')).toContain(`root ${site}/live/pages;`);
    expect(readFileSync(path.join(prefix, 'routes-preview.conf'), 'utf8')).toContain(`root ${site}/preview/pages;`);
  });

  it("answers a page's path with the file the live site release rendered for it, and any other with the not-found page", () => {
    const routesConf = readFileSync(path.join(prefix, 'routes-live.conf'), 'utf8');
    expect(routesConf).toMatch(/^location = \/ \{.* try_files \/index\.html @index; \}$/m);
    const pattern = /^location ~ "(.+)" \{.* try_files \$page\.html @not_found_page; \}$/m.exec(routesConf)?.[1];
    expect(pattern).toBeDefined();
    const page = (pathname: string) => new RegExp(pattern ?? '$^').exec(pathname)?.groups?.page;
    expect(page('/aboutus')).toBe('/aboutus');
    expect(page('/aboutus/')).toBe('/aboutus');
    expect(page('/terms-and-conditions')).toBe('/terms-and-conditions');
    expect(page('/services/web-development')).toBe('/services/web-development');
    expect(page('/404')).toBeUndefined();
    expect(page('/main.1a2b3c4d.js')).toBeUndefined();
    expect(page('/runtime-config.json')).toBeUndefined();
  });

  it('never sets a cookie: nginx serves no API', () => {
    expect(conf).not.toMatch(/Set-Cookie/i);
  });
});

describe('the TLS example', () => {
  const example = readFileSync(path.join(platformRoot, 'nginx', 'tls.example.conf'), 'utf8');

  it("writes none of the policy's headers by hand: it includes the generated snippets", () => {
    const policyHeaders = Object.keys({
      ...shellHeaders(originsConfig(hostingFor({ port: 8190 })), 'http://x'),
      ...remoteHeaders,
      ...tlsHeaders,
    });
    const written = [...example.matchAll(/^\s*add_header\s+([\w-]+)/gm)].map((match) => match[1]);
    expect(written.filter((name) => policyHeaders.includes(name ?? ''))).toEqual([]);
    for (const snippet of ['shell-headers.conf', 'remote-headers.conf', 'routes.conf']) {
      expect(example).toContain(`include /etc/nginx/radix/${snippet};`);
    }
  });

  it('gets the HSTS header with the others when the snippets are written for TLS', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-tls-'));
    try {
      const config = originsConfig(hostingFor({ port: 8190 }));
      writeSiteSnippets({ dir, config, origin: 'https://www.example', pagesDir: '/srv/pages', tls: true });
      for (const file of ['shell-headers.conf', 'remote-headers.conf']) {
        expect(snippetHeaders(file, dir)).toMatchObject(tlsHeaders);
      }
      expect(snippetHeaders('shell-headers.conf', dir)['Content-Security-Policy']).toBe(
        shellHeaders(config, 'https://www.example')['Content-Security-Policy'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
