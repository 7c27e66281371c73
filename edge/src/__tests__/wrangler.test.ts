import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { canaryPolicy } from '@radix/release-model';

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

  it("uploads the bundle as built and tested, bound to production's bucket, the named previews' and the measurements database", () => {
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
    expect(printed).toMatch(/env\.PREVIEWS \(radix-site-previews\)\s+R2 Bucket/);
    expect(printed).toMatch(/env\.PREVIEW_ORIGIN \("https:\/\/radixsoftech-preview\.example"\)/);
    expect(printed).toMatch(/env\.VISITS_LIMIT \(60 requests\/60s\)\s+Rate Limit/);
    expect(printed).toContain('--dry-run: exiting now.');
    expect(fs.readFileSync(path.join(out, 'worker.mjs'))).toEqual(fs.readFileSync(bundle));
  });

  it('limits visits as the canary policy says, by the Rate Limiting binding', () => {
    const toml = fs.readFileSync(path.join(edge, 'wrangler.toml'), 'utf8');
    const [, limit, period] = /name = "VISITS_LIMIT"[^[]*simple = \{ limit = (\d+), period = (\d+) \}/.exec(toml) ?? [];
    expect({ limit: Number(limit), period: Number(period) }).toEqual({
      limit: canaryPolicy.visitsPerMinute,
      period: 60,
    });
  });

  it("types the worker's bindings as wrangler types reads them from wrangler.toml; the rest are secrets, which may be missing", () => {
    const generated = path.join(dir, 'worker-configuration.d.ts');
    execFileSync(
      path.join(edge, '..', 'node_modules', '.bin', 'wrangler'),
      ['types', generated, '--include-runtime=false', '--strict-vars=false', '--include-main-module=false'],
      { cwd: edge, env: { ...process.env, ...offline }, encoding: 'utf8' },
    );
    const declared = (file: string, name: string) => {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
      const found = source.statements.find(
        (statement): statement is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(statement) && statement.name.text === name,
      );
      const members: readonly ts.TypeElement[] = found?.members ?? [];
      return new Map(
        members.flatMap((member) =>
          ts.isPropertySignature(member)
            ? [
                [
                  member.name.getText(source),
                  { type: member.type?.getText(source), optional: member.questionToken !== undefined },
                ] as const,
              ]
            : [],
        ),
      );
    };
    const fromToml = declared(generated, '__BaseEnv_Env');
    const ours = declared(path.join(edge, 'src', 'env.ts'), 'Env');
    expect(fromToml.get('SITE')?.type).toBe('R2Bucket');
    expect(fromToml.get('PREVIEWS')?.type).toBe('R2Bucket');
    for (const [name, { type }] of fromToml)
      expect({ name, ...ours.get(name) }).toEqual({ name, type, optional: false });
    const others = [...ours].filter(([name]) => !fromToml.has(name));
    expect(others.map(([name]) => name)).toEqual(
      expect.arrayContaining(['BEACON_SECRET', 'PREVIEW_SECRET', 'NAMED_PREVIEW_SECRET', 'GITHUB_OAUTH_SECRET']),
    );
    for (const [name, binding] of others)
      expect({ name, ...binding }).toEqual({ name, type: 'string', optional: true });
    const toml = fs.readFileSync(path.join(edge, 'wrangler.toml'), 'utf8');
    for (const secret of ['PREVIEW_SECRET', 'NAMED_PREVIEW_SECRET', 'GITHUB_OAUTH_SECRET'])
      expect(toml).toContain(`npx wrangler secret put ${secret}`);
  });
});
