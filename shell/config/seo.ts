import { allRoutes, site } from '@radix/site-kit';

/** Absolute public URL of a path on the production site (`site.url`). */
export function absoluteUrl(pathname: string): string {
  return new URL(pathname, site.url).href;
}

/** `sitemap.xml`: every page of the route table, absolute, the home page first. */
export function sitemapXml(): string {
  const urls = allRoutes.map(
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

/** Icons shipped in `shell/public` (drawn from favicon.svg by scripts/generate-icons.ts). */
export const appIcons = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
] as const;

/** `site.webmanifest`: name, colours and icons for "add to home screen". */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name.split(' ')[0],
      description: site.tagline,
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

/** Organization structured data (schema.org JSON-LD) from the site constants. */
export function organizationJsonLd(): string {
  const office = (o: typeof site.headOffice | typeof site.branchOffice) => ({
    '@type': 'PostalAddress',
    streetAddress: o.lines.join(', '),
    addressRegion: o.region,
    addressCountry: o.country,
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl('/icon-512.png'),
    email: site.email,
    telephone: site.phones[0].tel,
    address: [office(site.headOffice), office(site.branchOffice)],
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: phone.label,
    })),
    sameAs: site.social.map((s) => s.href),
  };
  // `<` escaped so that no text in the data can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
