import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@radix/site-kit/contracts';
import {
  browserCheckSeconds,
  defaultPreview,
  type Deployable,
  expiresIn,
  keys,
  namedPreviewOrigin,
  shellReleaseParts,
  signPreviewToken,
} from '@radix/release-model';
import { contractProblems } from './contract';
import { routesClaimedOnce } from './route-claims';
import { writeRefusal } from '../records/releases';
import { writeSite, type ReleaseSet, type SiteRelease } from '../records/site-releases';
import { markCheckRefused, markCleared, readGate, writeGate } from './verdicts';
import { GateRefused, type ReleaseContext } from '../context';
import { defaultChecks } from './checks';
import { routesOfAll } from './routes-affected';

/** One candidate under check: its parts, the pages they show, and what its checks share. */
interface Candidate {
  context: ReleaseContext;
  releases: ReleaseSet;
  changed: readonly Deployable[];
  routes: string[];
  preview?: string;
  /** This candidate's checks alone: the id its preview tokens carry. */
  check: string;
  filesOrigins: string[];
  /** A token that opens the candidate's release files before the gate clears them, for these checks alone. */
  tokenFor: (site: string) => Promise<string>;
  /** Records the refusal beside each changed release and returns the error that says it. */
  refuse: (step: string, what: string, details: string[]) => Promise<GateRefused>;
}

function candidateOf(
  context: ReleaseContext,
  releases: ReleaseSet,
  change: Deployable | readonly Deployable[],
  preview?: string,
): Candidate {
  const { store, hosting } = context;
  const changed = typeof change === 'string' ? [change] : change;
  const routes = routesOfAll(changed);
  const named = changed.map((name) => `${name} (${releases[name]})`).join(' and ');
  const check = randomUUID();
  const exp = expiresIn(browserCheckSeconds, context.now());
  return {
    context,
    releases,
    changed,
    routes,
    preview,
    check,
    filesOrigins: [...new Set(remoteNames.map((name) => new URL(hosting.remoteBase(name)).origin))],
    tokenFor: (site) =>
      signPreviewToken({ preview: preview ?? defaultPreview, site, check, exp }, context.previewSecret(preview)),
    refuse: async (step, what, details) => {
      for (const name of changed)
        await writeRefusal(store, name, releases[name], {
          at: context.now().toISOString(),
          step,
          reason: details[0] ?? what,
        });
      return new GateRefused(
        step,
        `${named} ${what}; pages that show it: ${routes.join(', ')}; the live site is unchanged\n  ${details.join('\n  ')}`,
      );
    },
  };
}

function checkContract({ context, releases, changed, refuse }: Candidate): Promise<void> {
  return context.step(
    'contract',
    async () => {
      const problems = await contractProblems(context.store, releases, changed);
      if (problems.length) throw await refuse('contract', 'does not fit the contract of the shell', problems);
    },
    () =>
      changed.includes('shell')
        ? "every remote fits the shell's contract"
        : `${changed.join(' and ')} ${changed.length > 1 ? 'fit' : 'fits'} the shell's contract`,
  );
}

/** Every page of the candidate rendered whole by its shell release's own Node build, fetched from the store. */
async function render({ context, releases, filesOrigins, tokenFor, refuse }: Candidate): Promise<SiteRelease> {
  const { store, hosting } = context;
  const checks = context.checks ?? defaultChecks;
  const { site } = await context.step(
    'render',
    () =>
      writeSite(
        store,
        releases,
        hosting,
        async ({ dir, configFile, id }) => {
          const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'radix-shell-'));
          try {
            await store.fetchTree(keys.release('shell', releases.shell), shell);
            await checks.render({
              configFile,
              pagesDir: path.join(dir, 'pages'),
              shell: {
                web: path.join(shell, shellReleaseParts.web),
                server: path.join(shell, shellReleaseParts.server),
              },
              siteOrigin: hosting.siteOrigin,
              siteRelease: id,
              filesOrigins,
              filesToken: await tokenFor(id),
            });
          } catch (error) {
            throw await refuse('render', 'cannot be rendered', [(error as Error).message]);
          } finally {
            fs.rmSync(shell, { recursive: true, force: true });
          }
        },
        context.now(),
      ),
    (written) => `every page of its route table into ${written.site.id}${written.created ? '' : ' (rendered before)'}`,
  );
  return site;
}

/**
 * In Chromium, every page the change shows hydrating with no error, at the preview's host; a site
 * release checked before is checked again only for the pages its earlier checks did not open.
 */
async function checkInBrowser(candidate: Candidate, site: SiteRelease): Promise<void> {
  const { context, releases, routes, preview, check, filesOrigins, tokenFor, refuse } = candidate;
  const { store, hosting } = context;
  const gate = await readGate(store, site.id);
  const checkedBefore = gate?.browserChecked ?? [];
  const unchecked = routes.filter((route) => !checkedBefore.includes(route));
  if (gate && (!unchecked.length || context.skipBrowserCheck)) {
    await markCleared(store, releases, context.now());
    context.log(`  ✓ checks    passed before, at ${gate.passedAt}`);
    return;
  }
  let browserChecked = checkedBefore;
  if (context.skipBrowserCheck) {
    context.log('  ! browser   skipped: no page was opened in a browser before going live');
  } else {
    const checks = context.checks ?? defaultChecks;
    browserChecked = await context.step(
      'browser',
      async () => {
        const origin = preview ? namedPreviewOrigin(hosting.previewOrigin, preview) : hosting.previewOrigin;
        const token = await tokenFor(site.id);
        const problems = await checks.browser(origin, unchecked, { token, siteRelease: site.id, filesOrigins });
        if (problems.length) {
          await markCheckRefused(store, site.id, check, context.now());
          throw await refuse('browser', 'fails in the browser', problems);
        }
        return [...checkedBefore, ...unchecked];
      },
      () => `${unchecked.length} page(s) hydrate in Chromium with no error and no fallback`,
    );
  }
  await markCleared(store, releases, context.now());
  await writeGate(store, site.id, { passedAt: context.now().toISOString(), browserChecked });
}

/**
 * The gate: makes the candidate site release of `releases` and checks it, the routes and the contract
 * between the shell and the changed parts, every page rendered whole, and in Chromium every page the
 * change shows hydrating with no error. Several parts changed together are one candidate and one
 * check. The browser check opens the candidate where the preview origin serves it: the `preview`
 * pointer names it for that, or, for a named preview (`preview`), its own host. Nothing visitors get
 * changes here; a refusal says its step (`GateRefused`).
 */
export async function gate(
  context: ReleaseContext,
  releases: ReleaseSet,
  change: Deployable | readonly Deployable[],
  preview?: string,
): Promise<SiteRelease> {
  const checked = await routesClaimedOnce(candidateOf(context, releases, change, preview));
  await checkContract(checked);
  const site = await render(checked);
  if (!preview) await context.store.setPointer('preview', site.id);
  await checkInBrowser(checked, site);
  return site;
}
