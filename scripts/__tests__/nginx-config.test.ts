import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { servePortOffsets } from '../../libs/tooling/src/ports';
import { runtimeConfigFor } from '../deployables';
import { renderNginx } from '../nginx-config';
import { immutable, remoteHeaders, revalidate, shellHeaders } from '../serve-policy';

let prefix: string;
let conf: string;

/** The headers a snippet written for nginx adds, by name. */
function snippetHeaders(file: string): Record<string, string> {
  const lines = readFileSync(path.join(prefix, file), 'utf8').trim().split('\n');
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
  writeFileSync(path.join(prefix, 'config.json'), JSON.stringify({ apiBaseUrl: '/api/', remotes }));
  process.env.RUNTIME_CONFIG = path.join(prefix, 'config.json');
  conf = readFileSync(
    renderNginx({ prefix, host: '127.0.0.1', port: 8190, pagesDir: path.join(prefix, 'pages') }),
    'utf8',
  );
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
    const ports = [8190, ...remoteNames.map((name) => 8190 + servePortOffsets[name])];
    const fallback = conf.slice(conf.indexOf('server {'), conf.indexOf('return 400;'));
    for (const port of ports) expect(fallback).toContain(`listen 127.0.0.1:${port} default_server;`);
    expect(conf.match(/server_name 127\.0\.0\.1;/g)).toHaveLength(ports.length);
  });

  it("adds the policy's headers: the shell's, with the CSP of the configuration it serves, and the remotes'", () => {
    const cacheControl = { 'Cache-Control': '$cache_control' };
    expect(snippetHeaders('shell-headers.conf')).toEqual({
      ...cacheControl,
      ...shellHeaders(runtimeConfigFor('127.0.0.1', 8190), 'http://127.0.0.1:8190'),
    });
    expect(snippetHeaders('remote-headers.conf')).toEqual({ ...cacheControl, ...remoteHeaders });
  });

  it('caches as the policy says: hashed files immutable, anything else revalidated', () => {
    const map = /map \$uri \$cache_control \{\n(.*)\n\s*default "(.*)";/.exec(conf);
    expect(map?.[1]).toMatch(new RegExp(` "${immutable}";$`));
    expect(map?.[2]).toBe(revalidate);
  });

  it('answers each route with its rendered page and an old spelling with the app', () => {
    const routesConf = readFileSync(path.join(prefix, 'routes.conf'), 'utf8');
    expect(routesConf).toMatch(/^location = \/aboutus\/ \{.* try_files \/aboutus\.html @index; \}$/m);
    expect(routesConf).toMatch(/^location = \/ \{.* try_files \/index\.html @index; \}$/m);
    expect(routesConf).toMatch(/^location = \/terms-and-conditions \{.* try_files \/index\.html @index; \}$/m);
  });

  it('never sets a cookie: nginx serves no API', () => {
    expect(conf).not.toMatch(/Set-Cookie/i);
  });
});
