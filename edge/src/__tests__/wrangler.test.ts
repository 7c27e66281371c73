import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const edge = path.resolve(__dirname, '..', '..');
const offline = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_WRITE_LOGS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  DO_NOT_TRACK: '1',
};

describe("the worker's deploy, as wrangler reads wrangler.toml", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uploads the bundle as built and tested, bound to the bucket and the measurements database', () => {
    // Bundled afresh, as the unit tests run before the build.
    const bundle = path.join(dir, 'worker.mjs');
    execFileSync(process.execPath, [path.join(edge, 'bundle-worker.mjs'), bundle]);
    const out = path.join(dir, 'out');
    const printed = execFileSync(
      path.join(edge, '..', 'node_modules', '.bin', 'wrangler'),
      ['deploy', bundle, '--config', path.join(edge, 'wrangler.toml'), '--dry-run', '--outdir', out],
      { cwd: edge, env: { ...process.env, ...offline }, encoding: 'utf8' },
    );
    expect(printed).toMatch(/env\.VITALS \(radix-vitals\)\s+D1 Database/);
    expect(printed).toMatch(/env\.SITE \(radix-site\)\s+R2 Bucket/);
    expect(printed).toMatch(/env\.PREVIEW_ORIGIN \("https:\/\/radixsoftech-preview\.example"\)/);
    expect(printed).toContain('--dry-run: exiting now.');
    expect(fs.readFileSync(path.join(out, 'worker.mjs'))).toEqual(fs.readFileSync(bundle));
  });
});
