import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.resolve(__dirname, '..', '..', 'check-secrets.mjs');

/** What the edge workflow's step prints after the deploy, for what `wrangler secret list --format json` listed. */
const check = (names: string[]) => {
  const listed = JSON.stringify(names.map((name) => ({ name, type: 'secret_text' })));
  const run = spawnSync(process.execPath, [script], { input: listed, encoding: 'utf8' });
  return { status: run.status, printed: run.stdout };
};

describe("the edge deploy's check of the worker's secrets", () => {
  test("names the content editor's missing OAuth secret, with the command that sets it, beside the forms'", () => {
    const { status, printed } = check(['TURNSTILE_SECRET', 'FORM_SECRET']);
    expect(status).toBe(1);
    expect(printed).toContain(
      "::error title=The content editor's sign-in is not configured::The worker has no GITHUB_OAUTH_SECRET",
    );
    expect(printed).toContain('`npx wrangler secret put GITHUB_OAUTH_SECRET`');
    expect(printed).toContain("The forms' bot check has its secrets");
    expect(printed).not.toContain('no TURNSTILE_SECRET');
  });

  test("names each of the forms' missing secrets", () => {
    const { status, printed } = check(['GITHUB_OAUTH_SECRET']);
    expect(status).toBe(1);
    expect(printed).toContain('The worker has no TURNSTILE_SECRET and no FORM_SECRET');
    expect(printed).not.toContain('no GITHUB_OAUTH_SECRET');
  });
});
