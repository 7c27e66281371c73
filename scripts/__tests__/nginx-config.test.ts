import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import { servePortOffsets } from '../../libs/tooling/src/ports';
import { renderNginx } from '../nginx-config';

let prefix: string;
let conf: string;

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

  it('never sets a cookie: nginx serves no API', () => {
    expect(conf).not.toMatch(/Set-Cookie/i);
  });
});
