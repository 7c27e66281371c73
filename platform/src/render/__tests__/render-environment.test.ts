import { filesTokenVariable } from '../files-token';
import { renderEnvironment, renderEnvironmentKeys } from '../render-process';
import { reachedAtVariable } from '../../site/reached-at';

describe("the render process's environment", () => {
  test("holds what Node needs and the deploy's token, never a runner's secrets", () => {
    const runner: NodeJS.ProcessEnv = {
      PATH: '/usr/bin',
      HOME: '/home/runner',
      TZ: 'UTC',
      AWS_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      PREVIEW_SECRET: 'the preview secret',
      GITHUB_TOKEN: 'ghs_16C7e42F292c6912E7710c838347Ae178B4a',
      SITE_STORE: 's3+https://key:secret@account.r2.cloudflarestorage.com/site',
      CLOUDFLARE_API_TOKEN: 'a token',
    };
    const env = renderEnvironment(runner, 'the files token');
    expect(Object.keys(env).sort()).toEqual(['HOME', 'PATH', 'TZ', filesTokenVariable].sort());
    expect(env[filesTokenVariable]).toBe('the files token');
    for (const key of Object.keys(env)) expect([...renderEnvironmentKeys, filesTokenVariable]).toContain(key);
    expect(JSON.stringify(env)).not.toMatch(/secret|ghs_|AKIA/);
  });

  test('holds where this machine reaches the origins the pages name, and still no secret', () => {
    const reachedAt = JSON.stringify({ 'https://www.radixsoftech.example': 'http://127.0.0.1:8080' });
    const env = renderEnvironment({
      PATH: '/usr/bin',
      [reachedAtVariable]: reachedAt,
      PREVIEW_SECRET: 'the preview secret',
      NAMED_PREVIEW_SECRET: 'the named preview secret',
      PREVIEW_STORE: 's3+https://key:secret@account.r2.cloudflarestorage.com/previews',
    });
    expect(env).toEqual({ PATH: '/usr/bin', SITE_REACHED_AT: reachedAt });
  });
});
