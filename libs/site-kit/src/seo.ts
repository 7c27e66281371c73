import { tableTrail, type RouteTable, type TableRoute } from './route-table';
import { routes, type RouteKey } from './routes';
import { offices, profileLinks, company, type OfficePlace } from './company';

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

/** The `@id` of the company's Organization node: what each office's `parentOrganization` names. */
export const organizationId = `${absoluteUrl('/')}#organization`;

/** The `@id` of an office's LocalBusiness node. */
export const officeId = (office: Pick<OfficePlace, 'id'>) => `${absoluteUrl('/')}#office-${office.id}`;

const postalAddress = (office: OfficePlace) => ({ '@type': 'PostalAddress', ...office.address });

/** Organization structured data (schema.org JSON-LD) from the site constants, its offices named by `@id`. */
export function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    legalName: company.legalName,
    url: company.url,
    logo: absoluteUrl('/icon-512.png'),
    email: company.email,
    telephone: company.mainPhone.tel,
    address: offices.map(postalAddress),
    contactPoint: company.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: phone.label,
    })),
    subOrganization: offices.map((office) => ({ '@id': officeId(office) })),
  };
  const profiles = profileLinks();
  return jsonLdText(profiles.length > 0 ? { ...data, sameAs: profiles } : data);
}

/**
 * An office as a schema.org `LocalBusiness`: a place people visit and call, with its address in
 * parts, its line, where it is and its hours, a part (`parentOrganization`) of the company's
 * Organization. `LocalBusiness` rather than its subtype `ProfessionalService`, which schema.org
 * keeps only for the types it once held (its general use was deprecated for being confused with
 * `Service`).
 */
export function localBusinessJsonLd(office: OfficePlace): string {
  return jsonLdText({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': officeId(office),
    name: `${company.name}, ${office.office.name.toLowerCase()} in ${office.address.addressLocality}`,
    url: absoluteUrl(routes.contact.path),
    image: absoluteUrl('/icon-512.png'),
    email: company.email,
    telephone: office.phone.tel,
    address: postalAddress(office),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    openingHoursSpecification: office.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    })),
    parentOrganization: { '@type': 'Organization', '@id': organizationId, name: company.name, url: company.url },
  });
}

/** The pages that carry the offices' structured data: home, beside the Organization, and the contact page. */
const officePages: readonly string[] = ['home', 'contact'] satisfies RouteKey[];

/**
 * Structured data of a page: the Organization on home; a BreadcrumbList on every inner page, and a
 * Product or Service for the product and service pages; each office on home and the contact page.
 */
export function pageJsonLd(table: RouteTable, route: TableRoute): string[] {
  const officeData = officePages.includes(route.key) ? offices.map(localBusinessJsonLd) : [];
  if (route.path === routes.home.path) return [organizationJsonLd(), ...officeData];
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
  return [
    ...[breadcrumb, ...(offer ? [{ '@context': 'https://schema.org', ...offer }] : [])].map(jsonLdText),
    ...officeData,
  ];
}
