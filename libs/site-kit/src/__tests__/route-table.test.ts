import { remoteNames } from '../contracts';
import {
  composeRouteTable,
  declarationProblems,
  isRouteTable,
  isTablePage,
  listedIn,
  specRouteTable,
  specRoutesOf,
  tablePageFile,
  tableRouteOf,
  tableTrail,
  type DeclaredRoute,
  type PartRoutes,
} from '../route-table';
import { allRoutes, redirects, routes } from '../routes';

const parts = (extra: Partial<Record<string, PartRoutes>> = {}) =>
  ['shell', ...remoteNames].map((part) => ({ part, routes: extra[part] ?? specRoutesOf(part) }));

const newService: DeclaredRoute = {
  key: 'cloudBackup',
  path: '/cloud-backup',
  label: 'Cloud Backup',
  title: 'Cloud backup',
  description: 'Nightly encrypted backups of your servers and laptops, kept off site and restored when you need them.',
  module: 'services/ServicePage',
  parent: 'services',
  listed: { sideMenu: { menu: 'services', order: 11 } },
};

const withRoute = (part: string, route: DeclaredRoute): PartRoutes => {
  const spec = specRoutesOf(part);
  return { routes: [...spec.routes, route], redirects: spec.redirects };
};

describe('the route table a site release composes', () => {
  it("holds every spec page once, from the part whose module draws it, and the old spellings' redirects", () => {
    const { table, problems } = composeRouteTable(parts());
    expect(problems).toEqual([]);
    expect(table.routes.map((route) => route.path).sort()).toEqual(allRoutes.map((route) => route.path).sort());
    expect(table.routes.find((route) => route.key === 'customSoftware')?.part).toBe('services');
    expect(table.routes.find((route) => route.key === 'contact')?.part).toBe('shell');
    expect(table.redirects.map(({ from, part }) => [from, part])).toEqual([
      ['/custom-software-development', 'services'],
      ['/terms-and-conditions', 'legal'],
    ]);
    expect(specRoutesOf('forms').routes).toEqual([]);
  });

  it('refuses a path claimed by two parts, naming both', () => {
    const { problems } = composeRouteTable(
      parts({
        legal: withRoute('legal', {
          ...newService,
          key: 'legalCopy',
          path: routes.seo.path,
          module: 'legal/TermsPage',
        }),
      }),
    );
    expect(problems).toEqual([`the path ${routes.seo.path} is claimed by both services and legal`]);
  });

  it("refuses a redirect's old spelling claimed as another part's page", () => {
    const { problems } = composeRouteTable(
      parts({
        products: withRoute('products', {
          ...newService,
          path: '/terms-and-conditions',
          module: 'products/ProductPage',
        }),
      }),
    );
    expect(problems).toEqual(['the path /terms-and-conditions is claimed by both products and legal']);
  });

  it('refuses the paths the shell reserves and a page another part would draw', () => {
    expect(declarationProblems('services', { routes: [{ ...newService, path: '/api' }] })).toEqual([
      'services route cloudBackup: /api is reserved by the shell',
    ]);
    expect(declarationProblems('services', { routes: [{ ...newService, path: '/this-page-does-not-exist' }] })).toEqual(
      ['services route cloudBackup: /this-page-does-not-exist is reserved by the shell'],
    );
    expect(declarationProblems('services', { routes: [{ ...newService, path: '/Cloud_Backup' }] })).toEqual([
      'services route cloudBackup: /Cloud_Backup is not a path of lower-case words',
    ]);
    expect(declarationProblems('products', { routes: [newService] })).toEqual([
      'products route cloudBackup: products cannot draw it with services/ServicePage',
    ]);
    expect(declarationProblems('services', { routes: [newService, { ...newService, path: '/cloud' }] })).toEqual([
      'services route cloudBackup: the key is declared twice',
    ]);
  });

  it('answers a path by the table: its route, its redirect, its rendered file, or none', () => {
    const { table } = composeRouteTable(parts({ services: withRoute('services', newService) }));
    expect(tableRouteOf(table, '/cloud-backup/')?.key).toBe('cloudBackup');
    expect(tableRouteOf(table, '/custom-software-development')?.key).toBe('customSoftware');
    expect(isTablePage(table, '/cloud-backup')).toBe(true);
    expect(isTablePage(table, '/terms-and-conditions')).toBe(true);
    expect(isTablePage(table, '/aboutus/team')).toBe(false);
    expect(isTablePage(specRouteTable(), '/cloud-backup')).toBe(false);
    expect(tablePageFile(table, '/')).toBe('index.html');
    expect(tablePageFile(table, '/cloud-backup/')).toBe('cloud-backup.html');
    expect(tablePageFile(table, '/terms-and-conditions')).toBeUndefined();
    expect(tablePageFile(table, '/no-such-page')).toBeUndefined();
  });

  it('lists the header, the footer columns and the side menus in their order, a new page among them', () => {
    const { table } = composeRouteTable(
      parts({
        services: withRoute('services', {
          ...newService,
          listed: { ...newService.listed, footer: { column: 'services', order: 6 } },
        }),
      }),
    );
    expect(listedIn(table, 'header').map((route) => route.label)).toEqual([
      'About',
      'Products',
      'Services',
      'Contact Us',
    ]);
    expect(listedIn(table, 'footer', 'pages').map((route) => route.key)).toEqual([
      'home',
      'about',
      'products',
      'services',
      'contact',
    ]);
    expect(listedIn(table, 'footer', 'services').map((route) => route.key)).toEqual([
      'mobileApps',
      'websiteDesign',
      'customSoftware',
      'graphicalDesign',
      'seo',
      'cloudBackup',
    ]);
    expect(listedIn(table, 'sideMenu', 'services').at(-1)?.key).toBe('cloudBackup');
    expect(listedIn(table, 'sideMenu', 'services')).toHaveLength(11);
    expect(listedIn(table, 'footer', 'legal').map((route) => route.listed?.footer?.label)).toEqual([
      'Terms & conditions',
      'Privacy policy',
    ]);
  });

  it("walks a page's breadcrumb up its parents to home", () => {
    const { table } = composeRouteTable(parts({ services: withRoute('services', newService) }));
    const route = tableRouteOf(table, '/cloud-backup');
    expect(route && tableTrail(table, route).map((step) => step.key)).toEqual(['home', 'services', 'cloudBackup']);
    const about = tableRouteOf(table, routes.about.path);
    expect(about && tableTrail(table, about).map((step) => step.key)).toEqual(['home', 'about']);
  });

  it('reads a table back from JSON, and refuses one of another shape', () => {
    const { table } = composeRouteTable(parts());
    expect(isRouteTable(JSON.parse(JSON.stringify(table)))).toBe(true);
    expect(isRouteTable({ routes: table.routes })).toBe(false);
    expect(isRouteTable({ routes: [{ path: '/' }], redirects: [] })).toBe(false);
    expect(redirects).toHaveLength(table.redirects.length);
  });
});
