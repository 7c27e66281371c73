import { expect, test } from './support/test';
import type { RouteDef } from '@radix/site-kit/routes';
import { allRoutes, expectPage, routes, company } from './support/site';
import { everyServer } from './support/every-server';

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
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.png$/);
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
});
