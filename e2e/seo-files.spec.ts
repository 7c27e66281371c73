import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { deployableDir } from '@radix/platform';
import { isDeployable } from '@radix/release-model';
import { notFoundPath, specRouteTable } from '@radix/site-kit/route-table';
import type { RouteDef } from '@radix/site-kit/routes';
import { shareCardFile, shareCardSize } from '@radix/site-kit/share-card';
import { drawShareCard } from '@radix/tooling/share-cards';
import { expect, test } from './support/test';
import { allRoutes, expectPage, routes, company } from './support/site';
import { everyServer } from './support/every-server';

/** The value of a `<meta property>` (or `name`) in a page's HTML as the server sent it. */
const metaOf = (html: string, attribute: 'property' | 'name', name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

test.describe('SEO files from the route table', () => {
  test('sitemap.xml lists every route as an absolute URL, robots.txt names it', everyServer, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(allRoutes.map((route) => new URL(route.path, company.url).href).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', company.url).href}`);
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  test('favicon, app icons and the web app manifest are served', everyServer, async ({ request }) => {
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe(company.name);
    for (const href of ['/favicon.svg', '/apple-touch-icon.png', ...manifest.icons.map((icon) => icon.src)]) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('each page has its canonical URL, Open Graph tags and its structured data', async ({ page }) => {
    const expected: [RouteDef, string[]][] = [
      [routes.home, ['Organization', 'LocalBusiness', 'LocalBusiness']],
      [routes.timesheet, ['BreadcrumbList', 'Product']],
      [routes.webHosting, ['BreadcrumbList', 'Service']],
      [routes.contact, ['BreadcrumbList', 'LocalBusiness', 'LocalBusiness']],
    ];
    for (const [route, types] of expected) {
      await page.goto(route.path);
      await expectPage(page, route.title);
      const url = new URL(route.path, company.url).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        `${route.title} | ${company.name}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.png$/);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      expect(data.map((item) => item['@type'])).toEqual(types);
      if (route === routes.home) expect(data[0]).toMatchObject({ name: company.name, url: company.url });
      else expect(JSON.stringify(data[0])).toContain(url);
      // Each office is a LocalBusiness of the company's Organization, its address in parts.
      for (const office of data.filter((item) => item['@type'] === 'LocalBusiness')) {
        expect(office).toMatchObject({
          address: { '@type': 'PostalAddress', addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
          geo: { '@type': 'GeoCoordinates' },
          parentOrganization: { '@id': `${company.url}/#organization` },
        });
        if (route === routes.home) expect(data[0]?.subOrganization).toContainEqual({ '@id': office['@id'] });
      }
    }
  });

  test(
    "every page names its own share card, served from its part's build, 1200 x 630, drawn from its title",
    everyServer,
    async ({ request }) => {
      const table = specRouteTable();
      const pages = [
        ...allRoutes.map((route) => ({ path: route.path, title: route.title, key: route.key as string | undefined })),
        { path: notFoundPath, title: company.tagline, key: undefined },
      ];
      for (const { path: pagePath, title, key } of pages) {
        const html = await (await request.get(pagePath)).text();
        expect(metaOf(html, 'name', 'twitter:card'), pagePath).toBe('summary_large_image');
        expect(metaOf(html, 'property', 'og:image:width'), pagePath).toBe(String(shareCardSize.width));
        expect(metaOf(html, 'property', 'og:image:height'), pagePath).toBe(String(shareCardSize.height));
        expect(metaOf(html, 'property', 'og:image:alt'), pagePath).toContain(company.name);
        const image = new URL(metaOf(html, 'property', 'og:image') ?? '', company.url);
        // The shell's cards are named at the company's origin, where this server stands in for it.
        const response = await request.get(image.origin === new URL(company.url).origin ? image.pathname : image.href);
        expect(response.status(), image.href).toBe(200);
        expect(response.headers()['content-type'], image.href).toBe('image/png');
        const card = await response.body();
        const { width, height } = PNG.sync.read(card);
        expect({ width, height }, image.href).toEqual(shareCardSize);
        const drawn = await drawShareCard(key ? { title, tagline: company.tagline } : { title });
        expect(card.equals(drawn), `${image.href} is the card of "${title}"`).toBe(true);
        if (key) {
          const part = table.routes.find((route) => route.key === key)?.part ?? '';
          expect(isDeployable(part), key).toBe(true);
          if (isDeployable(part)) {
            expect(image.pathname.endsWith(`/${shareCardFile(key)}`), image.href).toBe(true);
            expect(fs.readFileSync(path.join(deployableDir(part), shareCardFile(key))).equals(card), key).toBe(true);
          }
        }
      }
    },
  );
});
