import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { buildVariant, changedSentence, replaceInSource } from './support/delivery-build';
import { previewTextAt, requestAt, startDeploySite, type DeploySite } from './support/deploy-site';
import { runScript } from '../harness/processes';
import { testPort } from '../harness/ports';
import { routes } from './support/site';

/**
 * `npm run review`: what a named preview changes for visitors, pictured route by route on the preview
 * and on live at the local edge. A copy change of one page names that page at both widths and no
 * other; a style of the legal remote that both its pages use names those two and not the shell's
 * about page; the same build deployed again names none.
 */
const root = path.resolve(__dirname, '..');
const port = testPort(8420);
let site: DeploySite;

// The deployment spec's changed legal release: built once for both.
const privacyFile = '../content/privacy.yml';
// A slide's words: a change the pictures show.
const privacy = changedSentence('mfe-legal', privacyFile, 'Revised for the review test.', 'text');
const reviewed = [routes.privacy.path, routes.terms.path, routes.about.path];

async function deployPreview(name: string, from: string) {
  const deployed = await runScript(
    ['deploy', '--', 'legal', '--from', from, '--preview', name, '--skip-browser-check'],
    site.env,
  );
  expect(deployed.code, deployed.output).toBe(0);
  return /^preview: (\S+)/m.exec(deployed.output)?.[1] ?? '';
}

async function review(name: string, options: string[] = ['--routes', reviewed.join(',')]) {
  const out = test.info().outputPath(name);
  const run = await runScript(['review', '--', '--preview', name, ...options, '--out', out], site.env);
  expect(run.code, run.output).toBe(0);
  return {
    output: run.output,
    changed: [...run.output.matchAll(/^changed (\S+) at (\d+) px/gm)].map((m) => `${m[1]} ${m[2]}`),
    out,
  };
}

/**
 * One build of the legal remote for two tests (a build takes a minute or two): the band behind the
 * glance carousel of both legal pages (`.lgl-glance`) tinted amber, and the privacy page's script
 * doubled by 40 KB of base64 that gzip cannot shrink much, about as much as the page's own legal
 * chunks (28 KB gzipped), kept by the bundler since the page stores it. The ballast draws nothing.
 */
function tintedAndDoubled(): string {
  let ballast = '';
  for (let block = 0; ballast.length < 40_000; block += 1)
    ballast += crypto.createHash('sha512').update(`ballast ${block}`).digest('base64');
  return buildVariant('mfe-legal', 'tinted-doubled', (src) => {
    replaceInSource(
      src,
      'styles/legal.scss',
      'background: $brand-surface;\n  padding: 2rem 0 0;',
      'background: #fde68a;\n  padding: 2rem 0 0;',
    );
    fs.writeFileSync(path.join(src, 'exposes', 'ballast.ts'), `export const ballast = '${ballast}';\n`);
    replaceInSource(
      src,
      'exposes/privacy-page.tsx',
      "import { LegalPage } from '../components/legal-page';",
      "import { LegalPage } from '../components/legal-page';\nimport { ballast } from './ballast';\n(globalThis as Record<string, unknown>).legalBallast = ballast;",
    );
  });
}

test.describe('a pull request shows what visitors would see change', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    site = await startDeploySite('edge', port, 'review');
  });
  test.afterAll(async () => site?.stop());

  test('a copy change on one page names that page at both widths, and no other', async () => {
    test.setTimeout(300_000);
    const changed = buildVariant('mfe-legal', 'changed-glance', (src) =>
      replaceInSource(src, privacyFile, privacy.from, privacy.to),
    );
    const link = new URL(await deployPreview('review-copy', changed));
    const { changed: named, output, out } = await review('review-copy', ['--routes', reviewed.join(','), '--keep']);
    expect(named, output).toEqual([`${routes.privacy.path} 375`, `${routes.privacy.path} 1280`]);
    expect(output).toMatch(/^1 of 3 routes changed; the review page: /m);
    const page = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(page).toContain('1 of 3 routes changed');
    for (const width of [375, 1280])
      expect(fs.existsSync(path.join(out, `privacypolicy-${width}-diff.png`))).toBe(true);

    // Kept with the preview: on its host, to its token (in the link, as GitHub's image proxy asks), and removed with it.
    const diff = `${link.origin}/_review/privacypolicy-375-diff.png`;
    const served = await requestAt(`${diff}${link.search}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body.equals(fs.readFileSync(path.join(out, 'privacypolicy-375-diff.png')))).toBe(true);
    expect(await previewTextAt(`${link.origin}/_review/${link.search}`, '/_review/')).toContain(
      '1 of 3 routes changed',
    );
    expect((await requestAt(diff)).status).toBe(401);
    const closed = await runScript(['previews', '--', '--close', 'review-copy'], site.env);
    expect(closed.code, closed.output).toBe(0);
    await expect.poll(async () => (await requestAt(`${diff}${link.search}`)).status).toBe(404);
  });

  test("a change to a remote's shared style names the routes that use it, and no other", async () => {
    test.setTimeout(300_000);
    await deployPreview('review-style', tintedAndDoubled());
    const { changed, output } = await review('review-style');
    expect(changed, output).toEqual(
      [routes.privacy.path, routes.terms.path].flatMap((route) => [`${route} 375`, `${route} 1280`]),
    );
    expect(output).toMatch(/^2 of 3 routes changed/m);
  });

  test('the speed table names a page whose script a preview doubled, by its bytes', async () => {
    test.setTimeout(300_000);
    await deployPreview('review-speed', tintedAndDoubled());
    const privacyPath = routes.privacy.path;
    const { output } = await review('review-speed', [
      ...['--routes', privacyPath, '--speed', '--speed-routes', privacyPath, '--runs', '1'],
    ]);
    const line = new RegExp(`^speed ${privacyPath}: .*JS ([\\d.]+) KB \\(live ([\\d.]+)\\): (.*)$`, 'm').exec(output);
    expect(line, output).not.toBeNull();
    // The figures for the reader of the run: timings vary, the bytes do not.
    console.log(line?.[0]);
    const [after, before] = [Number(line?.[1]), Number(line?.[2])];
    expect(after - before, output).toBeGreaterThan(25);
    expect(line?.[3], output).toContain('more JavaScript than live');
  });

  test('the same build deployed again names no route', async () => {
    test.setTimeout(300_000);
    await deployPreview('review-same', path.join(root, 'mfe-legal', 'dist'));
    const { changed, output } = await review('review-same');
    expect(changed, output).toEqual([]);
    expect(output).toMatch(/^0 of 3 routes changed/m);
  });
});
