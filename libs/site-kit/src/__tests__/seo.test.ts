import { offices, profileLinks, company, type OfficePlace } from '@radix/site-kit';
import { specRouteTable } from '../route-table';
import { localBusinessJsonLd, officeId, organizationId, organizationJsonLd, pageJsonLd } from '../seo';
import { shareCardFile, shareCardMeta, shareCardUrl, siteCardFile } from '../share-card';

type Node = Record<string, unknown> & { '@type': string };
const parse = (text: string) => JSON.parse(text) as Node;

/**
 * The properties schema.org documents for each type the offices use (https://schema.org/<Type>,
 * its own and those it inherits: LocalBusiness from Organization, Place and Thing).
 */
const documented: Record<string, readonly string[]> = {
  LocalBusiness: [
    '@context',
    '@type',
    '@id',
    'name',
    'url',
    'image',
    'email',
    'telephone',
    'address',
    'geo',
    'openingHoursSpecification',
    'parentOrganization',
  ],
  PostalAddress: ['@type', 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  GeoCoordinates: ['@type', 'latitude', 'longitude'],
  OpeningHoursSpecification: ['@type', 'dayOfWeek', 'opens', 'closes'],
  Organization: ['@type', '@id', 'name', 'url'],
};

/** Every typed node in the data, nested ones too, with the properties it carries that its type does not document. */
function undocumented(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(undocumented);
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const own =
    typeof type === 'string'
      ? Object.keys(record)
          .filter((key) => !(documented[type] ?? []).includes(key))
          .map((key) => `${type}.${key}`)
      : [];
  return [...own, ...Object.values(record).flatMap(undocumented)];
}

describe('the Organization structured data', () => {
  it('names no placeholder social link in sameAs', () => {
    const data = JSON.parse(organizationJsonLd()) as { sameAs?: string[] };
    const placeholders = company.social.map((link) => link.href).filter((href) => !profileLinks().includes(href));
    expect(data.sameAs ?? []).toEqual(profileLinks());
    for (const placeholder of placeholders) expect(organizationJsonLd()).not.toContain(placeholder);
  });

  it('has an @id of its own and names each office as its subOrganization, by @id', () => {
    const data = parse(organizationJsonLd());
    expect(data['@id']).toBe(organizationId);
    expect(new URL(organizationId).origin).toBe(new URL(company.url).origin);
    expect(data.subOrganization).toEqual(offices.map((office) => ({ '@id': officeId(office) })));
  });
});

describe.each(offices.map((office) => [office.office.name, office] as const))(
  'the %s as a LocalBusiness',
  (_name, office: OfficePlace) => {
    const data = parse(localBusinessJsonLd(office));

    it('uses only the properties schema.org documents for each of its types', () => {
      expect(data['@type']).toBe('LocalBusiness');
      expect(undocumented(data)).toEqual([]);
    });

    it('has its address in parts, the same address its visitors read', () => {
      expect(data.address).toEqual({ '@type': 'PostalAddress', ...office.address });
      const written = `${office.office.lines.join(', ')}, ${office.office.region}`;
      for (const part of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode'] as const)
        expect(written).toContain(office.address[part]);
      expect(new Intl.DisplayNames(['en'], { type: 'region' }).of(office.address.addressCountry)).toBe(
        office.office.country,
      );
    });

    it("has the office's own line, a place on the map and its hours as schema.org writes them", () => {
      expect(data.telephone).toBe(office.phone.tel);
      expect(company.phones).toContainEqual(office.phone);
      expect(data.geo).toEqual({ '@type': 'GeoCoordinates', ...office.geo });
      expect(Math.abs(office.geo.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(office.geo.longitude)).toBeLessThanOrEqual(180);
      const hours = data.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
      expect(hours.length).toBeGreaterThan(0);
      for (const { dayOfWeek, opens, closes } of hours) {
        expect(dayOfWeek.length).toBeGreaterThan(0);
        expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(opens < closes).toBe(true);
      }
    });

    it("is linked to the company's Organization by its @id", () => {
      expect(data['@id']).toBe(officeId(office));
      expect(data.parentOrganization).toEqual({
        '@type': 'Organization',
        '@id': organizationId,
        name: company.name,
        url: company.url,
      });
    });
  },
);

describe('the offices in the pages', () => {
  const table = specRouteTable();
  const typesOf = (key: string) =>
    pageJsonLd(
      table,
      table.routes.find((route) => route.key === key)!,
    ).map((text) => parse(text)['@type']);

  it('are on home beside the Organization, and on the contact page after its breadcrumb', () => {
    expect(typesOf('home')).toEqual(['Organization', 'LocalBusiness', 'LocalBusiness']);
    expect(typesOf('contact')).toEqual(['BreadcrumbList', 'LocalBusiness', 'LocalBusiness']);
    expect(new Set(offices.map(officeId)).size).toBe(offices.length);
  });

  it('are on no other page', () => {
    for (const route of table.routes.filter((route) => !['home', 'contact'].includes(route.key)))
      expect(typesOf(route.key)).not.toContain('LocalBusiness');
  });
});

describe("a page's share card", () => {
  const remotes = {
    products: 'https://cdn.example/releases/products/r7/mf-manifest.json',
    legal: '/releases/legal/r2/mf-manifest.json',
  };

  it("is a shell route's at the site's root, a remote route's beside the release the configuration names", () => {
    expect(shareCardUrl({ key: 'contact', part: 'shell' }, remotes)).toBe(`${company.url}/${shareCardFile('contact')}`);
    expect(shareCardUrl({ key: 'timesheet', part: 'products' }, remotes)).toBe(
      'https://cdn.example/releases/products/r7/share/timesheet.png',
    );
    expect(shareCardUrl({ key: 'terms', part: 'legal' }, remotes)).toBe(
      `${company.url}/releases/legal/r2/share/terms.png`,
    );
  });

  it("is the site's own for a page without a route, or a part the configuration does not name", () => {
    expect(shareCardUrl(undefined, remotes)).toBe(`${company.url}/${siteCardFile}`);
    expect(shareCardUrl({ key: 'webHosting', part: 'services' }, remotes)).toBe(`${company.url}/${siteCardFile}`);
  });

  it('is named in the head with its size, and what it shows for those who cannot see it', () => {
    const route = { key: 'timesheet', part: 'products', title: 'Timesheet management software' };
    expect(Object.fromEntries(shareCardMeta(route, remotes))).toEqual({
      'og:image': 'https://cdn.example/releases/products/r7/share/timesheet.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `Timesheet management software | ${company.name}`,
    });
    expect(Object.fromEntries(shareCardMeta(undefined, remotes))).toMatchObject({
      'og:image': `${company.url}/${siteCardFile}`,
      'og:image:alt': `${company.name}: ${company.tagline}`,
    });
  });
});
