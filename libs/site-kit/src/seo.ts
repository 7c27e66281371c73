import { tableTrail, type RouteTable, type TableRoute } from './route-table';
import { profileLinks, company } from './company';

/** Absolute public URL of a path on the production site (`site.url`). */
export function absoluteUrl(pathname: string): string {
  return new URL(pathname, company.url).href;
}

/** `sitemap.xml`: every page of a site release's route table, absolute, the home page first. */
export function sitemapXml(table: RouteTable): string {
  const listed = table.routes.filter((route) => route.listed?.sitemap !== false);
  const urls = [...listed.filter((route) => route.path === '/'), ...listed.filter((route) => route.path !== '/')].map(
    (route) =>
      `  <url><loc>${absoluteUrl(route.path)}</loc><priority>${route.path === '/' ? '1.0' : '0.7'}</priority></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap is named. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}

/** Icons the shell ships in its `public` folder (drawn from favicon.svg by `scripts/dev/generate-icons.ts`). */
export const appIcons = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const;

/** `site.webmanifest`: name, colours and icons for "add to home screen". */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: company.name,
      short_name: company.name.split(' ')[0],
      description: company.tagline,
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#FFFFFF',
      theme_color: '#1746A2',
      icons: appIcons,
    },
    null,
    2,
  )}\n`;
}

/** Serialises structured data for a `<script type="application/ld+json">`; `<` is escaped so no text can close it. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Organization structured data (schema.org JSON-LD) from the site constants. */
export function organizationJsonLd(): string {
  const office = (o: typeof company.headOffice | typeof company.branchOffice) => ({
    '@type': 'PostalAddress',
    streetAddress: o.lines.join(', '),
    addressRegion: o.region,
    addressCountry: o.country,
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: company.url,
    logo: absoluteUrl('/icon-512.png'),
    email: company.email,
    telephone: company.mainPhone.tel,
    address: [office(company.headOffice), office(company.branchOffice)],
    contactPoint: company.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: phone.label,
    })),
  };
  const profiles = profileLinks();
  return jsonLdText(profiles.length > 0 ? { ...data, sameAs: profiles } : data);
}

/**
 * Structured data of a page beyond the Organization (which index.html carries for home): a
 * BreadcrumbList on every inner page, and a Product or Service for the product and service pages.
 */
export function pageJsonLd(table: RouteTable, route: TableRoute): string[] {
  if (route.path === '/') return [organizationJsonLd()];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: tableTrail(table, route).map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(step.path),
    })),
  };
  const provider = { '@type': 'Organization', name: company.name, url: company.url };
  const offer =
    route.module === 'products/ProductPage'
      ? {
          '@type': 'Product',
          name: route.label,
          description: route.description,
          url: absoluteUrl(route.path),
          brand: provider,
        }
      : route.module === 'services/ServicePage'
        ? {
            '@type': 'Service',
            name: route.label,
            description: route.description,
            url: absoluteUrl(route.path),
            provider,
          }
        : undefined;
  return [breadcrumb, ...(offer ? [{ '@context': 'https://schema.org', ...offer }] : [])].map(jsonLdText);
}
