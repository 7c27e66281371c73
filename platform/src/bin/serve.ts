import { ensureLive } from '../release/commands/first-start';
import { serveSite } from '../server/site-server';
import { hostingFromEnv } from '../site/hosting';
import { commandLine, loadExtension, readiness } from './cli';

/**
 * Serves the site root (`npm run serve`): the live site release on PORT (default 8080), each remote's
 * releases on the next four ports, the preview on PORT+5. On a first start, with nothing live, it
 * deploys the current build of every deployable (rendered and checked, but not in a browser).
 *
 *   node --conditions=radix:compiled platform/dist/bin/serve.js [--extension=<module>]
 *
 * `--extension` names a compiled module whose `extendShell(app, { origin })` adds routes to the
 * shell's origin before it listens: the root `npm run serve` mounts the local inquiry API with it,
 * and the Turnstile stand-in, with the forms' bot check in front of that API
 * (`server/form-guard.ts`: `FORM_SECRET`, `TURNSTILE_SECRET` and `TURNSTILE_VERIFY_URL`, the
 * stand-in's by default; `TRUST_PROXY=1` takes the client's address from `X-Forwarded-For`).
 */
async function main(): Promise<void> {
  const { value } = commandLine({ command: 'npm run serve --', values: { extension: 'module' } });
  const extension = value('extension');
  const hosting = hostingFromEnv();
  // The forms' bot check stands in front of the API the extension mounts.
  await serveSite({
    hosting,
    ...(extension ? { extendShell: await loadExtension(extension), formGuard: {} } : {}),
  });
  console.log(
    `Site: ${hosting.siteOrigin}/ (remotes on ports ${hosting.port + 1} to ${hosting.port + 4}, preview on ${hosting.previewOrigin}/; site root ${hosting.siteRoot}${extension ? `; extended by ${extension}` : ''})`,
  );
  const ready = await ensureLive(hosting, (line) => console.log(line));
  console.log(readiness(ready));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
