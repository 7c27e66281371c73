import path from 'node:path';
import { expect, test } from '@playwright/test';
import { standInSiteverifyPath } from '@radix/site-kit/turnstile';
import { runScript, startProcessGroup } from '../harness/processes';
import { testPort } from '../harness/ports';
import { startDeploySite } from './support/deploy-site';
import { aPersonOnEachForm } from './support/people-at-the-forms';

/**
 * The person tests of `forms-bot-check.spec.ts` at the local edge (`npm run serve:edge`), against the
 * edge's own check: its real time trap, its limit per network (the `FORMS_LIMIT` binding, keyed by
 * `cf-connecting-ip`) and the Turnstile stand-in's siteverify. The edge passes `/api/` on to the
 * local inquiry API in a process of its own (`API_ORIGIN`), which the down switch can take down.
 */

const root = path.resolve(__dirname, '..');
const port = testPort(8570);
const origin = `http://localhost:${port}`;

async function startEdgeWithItsApi(): Promise<{ stop: () => Promise<void> }> {
  const api = await startProcessGroup(
    process.execPath,
    ['--conditions=radix:compiled', '-r', 'ts-node/register', 'e2e/support/serve-inquiry-api.ts'],
    { cwd: root, env: { SITE_ORIGIN: origin }, ready: /^API_ORIGIN=\S+\n/m, timeout: 60_000 },
  );
  const apiOrigin = /^API_ORIGIN=(\S+)$/m.exec(api.output)?.[1] ?? '';
  try {
    const edge = await startDeploySite('edge', port, 'forms-bot-check', {
      API_ORIGIN: apiOrigin,
      TURNSTILE_VERIFY_URL: `${apiOrigin}${standInSiteverifyPath}`,
    });
    return {
      stop: async () => {
        await Promise.all([edge.stop(), api.stop()]);
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

aPersonOnEachForm({ origin, start: startEdgeWithItsApi });

test('npm run serve:edge refuses an API_ORIGIN that is no http(s) origin, naming it, before it starts', async () => {
  const refused = await runScript(['serve:edge'], { API_ORIGIN: 'inquiries.example.com', PORT: String(port + 5) });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('API_ORIGIN must be an http(s) origin');
  expect(refused.output).toContain('"inquiries.example.com"');
  expect(refused.output).not.toMatch(/^\s+at /m);
});
