/** The footer's columns a route may be listed in, left to right. */
export const footerColumns = ['pages', 'services', 'products', 'legal'] as const;
export type FooterColumn = (typeof footerColumns)[number];

/** The side menus a route may be listed in: the services pages' and the products pages'. */
export type SideMenu = 'services' | 'products';

/** Where a route is listed; a route listed nowhere is still a page, in the sitemap unless `sitemap` is false. */
export interface RouteListing {
  /** Place in the header's links (lower first). */
  header?: number;
  /** Column and place (lower first) in the footer, with the footer's own label when it differs. */
  footer?: { column: FooterColumn; order: number; label?: string };
  /** Side menu and place (lower first). */
  sideMenu?: { menu: SideMenu; order: number };
  /** False for a page search engines are not sent to. */
  sitemap?: false;
}

/** One page of the site: its public path, the text for the document head, who draws it and where it is listed. */
export interface RouteDef {
  path: string;
  /** Short name used in navigation, breadcrumbs and side menus. */
  label: string;
  /** Document title (the site name is appended by the shell). */
  title: string;
  /** Meta description, under 160 characters. */
  description: string;
  /** Who draws the page: a remote's exposed module (`services/ServicePage`), or `shell` for one of its own. */
  module: 'shell' | `${string}/${string}`;
  listed?: RouteListing;
}

/**
 * The spec's pages, each declared by the part that draws it (its `module`): each part's
 * `src/routes.ts` takes its own from here (`specRoutesOf`) and declares any new page of its own
 * there alone. Every part links to these by key; what a site serves is the table its releases
 * compose (`route-table.ts`).
 */
export const routes = {
  home: {
    path: '/',
    label: 'Home',
    title: 'Software products and IT services',
    description:
      'School ERP, timesheet, leave, project and appraisal software, plus web, mobile, SEO, hosting and IT services from Vadodara and Queensland.',
    module: 'shell',
    listed: { footer: { column: 'pages', order: 1 } },
  },
  about: {
    path: '/aboutus',
    label: 'About',
    title: 'About us',
    description: 'Who we are, our vision and mission, how we work and the skills our team brings to your project.',
    module: 'shell',
    listed: { header: 1, footer: { column: 'pages', order: 2 } },
  },
  products: {
    path: '/products',
    label: 'Products',
    title: 'Products',
    description:
      'Web-based business software: school ERP, timesheet, leave, project and document, and appraisal management.',
    module: 'products/ProductsPage',
    listed: { header: 2, footer: { column: 'pages', order: 3 } },
  },
  schoolErp: {
    path: '/school-management-software',
    label: 'School ERP Software',
    title: 'School management software (School ERP)',
    description:
      'A school ERP with 70 modules: admission, attendance, fees, timetable, transport, mobile apps and more.',
    module: 'products/ProductPage',
    listed: { sideMenu: { menu: 'products', order: 1 }, footer: { column: 'products', order: 1 } },
  },
  timesheet: {
    path: '/timesheet-management-software',
    label: 'Timesheet Management',
    title: 'Timesheet management software',
    description:
      'Weekly activity-hour timesheets with approval by project lead and manager, budgets, reports and dashboard.',
    module: 'products/ProductPage',
    listed: { sideMenu: { menu: 'products', order: 2 }, footer: { column: 'products', order: 2 } },
  },
  leave: {
    path: '/leave-management-software',
    label: 'Leave Management',
    title: 'Leave management software',
    description:
      'Leave configuration, limits, applications, compensatory off and cancellations with authentication and reports.',
    module: 'products/ProductPage',
    listed: { sideMenu: { menu: 'products', order: 3 }, footer: { column: 'products', order: 3 } },
  },
  project: {
    path: '/project-management-software',
    label: 'Project & Document Management',
    title: 'Project and document management software',
    description:
      'Workflows, approval layers, document codes, transmittals, minutes of meeting and progress reports per project.',
    module: 'products/ProductPage',
    listed: { sideMenu: { menu: 'products', order: 4 }, footer: { column: 'products', order: 4 } },
  },
  appraisal: {
    path: '/appraisal-management-software',
    label: 'Appraisal Management',
    title: 'Appraisal management software',
    description:
      'Dynamic KRAs and attributes, self, superior and HR ratings, weighted totals and appraisal history reports.',
    module: 'products/ProductPage',
    listed: { sideMenu: { menu: 'products', order: 5 }, footer: { column: 'products', order: 5 } },
  },
  productInquiry: {
    path: '/product-inquiry',
    label: 'Product Inquiry',
    title: 'Product inquiry',
    description:
      'Ask about any of our products: tell us what you need and we will get back to you with a demo and a quote.',
    module: 'shell',
  },
  services: {
    path: '/services',
    label: 'Services',
    title: 'Services',
    description:
      'Custom software, websites, mobile apps, design, SEO, hosting, digital marketing, CCTV and networking.',
    module: 'services/ServicesPage',
    listed: { header: 3, footer: { column: 'pages', order: 4 } },
  },
  websiteDesign: {
    path: '/website-design-development',
    label: 'Website Design & Development',
    title: 'Website design and development',
    description:
      'Responsive, fast websites designed and built around your business goals, with content management and SEO.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 2 }, footer: { column: 'services', order: 2 } },
  },
  customSoftware: {
    path: '/custome-software-development',
    label: 'Custom Software Development',
    title: 'Custom software development',
    description:
      'Web software built for the way your organisation works: analysis, design, development, testing and support.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 1 }, footer: { column: 'services', order: 3 } },
  },
  graphicalDesign: {
    path: '/graphical-design',
    label: 'Graphical Design',
    title: 'Graphical design',
    description: 'Logos, brand identity, brochures, social media creatives and user interface design.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 4 }, footer: { column: 'services', order: 4 } },
  },
  seo: {
    path: '/search-engine-optimization',
    label: 'Search Engine Optimization',
    title: 'Search engine optimization (SEO)',
    description: 'Technical SEO, keyword research, on-page optimisation, local SEO and monthly ranking reports.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 5 }, footer: { column: 'services', order: 5 } },
  },
  webHosting: {
    path: '/web-hosting',
    label: 'Web Hosting',
    title: 'Web hosting plans',
    description:
      'Hosting plans from 100 MB to 10 GB with free setup, antivirus and antispam, e-mail accounts and sub-domains.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 7 } },
  },
  domainRegistration: {
    path: '/domain-registration',
    label: 'Domain Registration',
    title: 'Domain registration',
    description:
      'Register and renew your domain name, with DNS set up and renewals tracked so your address never lapses.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 6 } },
  },
  digitalMarketing: {
    path: '/digital-marketing',
    label: 'Digital Marketing',
    title: 'Digital marketing',
    description:
      'Social media marketing, pay-per-click campaigns, content and e-mail marketing measured against real leads.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 8 } },
  },
  securityCamera: {
    path: '/security-camera',
    label: 'Security Camera (CCTV)',
    title: 'Security camera and CCTV installation',
    description:
      'CCTV and IP camera systems designed, installed and maintained for schools, offices, shops and factories.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 9 } },
  },
  networking: {
    path: '/networking',
    label: 'Networking',
    title: 'Networking',
    description:
      'Structured cabling, LAN and Wi-Fi, routers, firewalls and network maintenance for offices and campuses.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 10 } },
  },
  mobileApps: {
    path: '/mobile-app-dev',
    label: 'Mobile App Development',
    title: 'Mobile app development',
    description: 'Android apps built with Flutter: one code base, native performance, fast delivery and lower cost.',
    module: 'services/ServicePage',
    listed: { sideMenu: { menu: 'services', order: 3 }, footer: { column: 'services', order: 1 } },
  },
  testimonials: {
    path: '/testimonial',
    label: 'Testimonials',
    title: 'Testimonials',
    description: 'What our clients in India and Australia say about our software and services.',
    module: 'shell',
  },
  contact: {
    path: '/contactus',
    label: 'Contact Us',
    title: 'Contact us',
    description:
      'Reach our head office in Vadodara, Gujarat or our branch in Queensland, Australia, or send us an inquiry.',
    module: 'shell',
    listed: { header: 4, footer: { column: 'pages', order: 5 } },
  },
  terms: {
    path: '/tearmsandcondition',
    label: 'Terms & Conditions',
    title: 'Terms and conditions',
    description: 'The terms that apply to this website and to the free school ERP mobile app.',
    module: 'legal/TermsPage',
    listed: { footer: { column: 'legal', order: 1, label: 'Terms & conditions' } },
  },
  privacy: {
    path: '/privacypolicy',
    label: 'Privacy Policy',
    title: 'Privacy policy',
    description: 'How we collect, use and protect information on this website and in the free school ERP mobile app.',
    module: 'legal/PrivacyPage',
    listed: { footer: { column: 'legal', order: 2, label: 'Privacy policy' } },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** Corrected spellings that redirect to the public URLs search engines already know, owned by the part of the route they lead to. */
export const redirects: readonly { from: string; to: RouteKey }[] = [
  { from: '/custom-software-development', to: 'customSoftware' },
  { from: '/terms-and-conditions', to: 'terms' },
];

/** The five product pages, in the order the site lists them; `id` is the value the API expects. */
export const productKeys = ['schoolErp', 'timesheet', 'leave', 'project', 'appraisal'] as const;
export type ProductKey = (typeof productKeys)[number];

/** Whether a route's key is one of the five products'. */
export const isProductKey = (key: string): key is ProductKey => (productKeys as readonly string[]).includes(key);

/** Product ids as sent in `nServiceId` of a product inquiry (1 school ERP ... 5 appraisal). */
export type ProductId = 1 | 2 | 3 | 4 | 5;

export function productId(key: ProductKey): ProductId {
  return (productKeys.indexOf(key) + 1) as ProductId;
}

/** The ten service detail pages, in side-menu order. */
export const serviceKeys = [
  'customSoftware',
  'websiteDesign',
  'mobileApps',
  'graphicalDesign',
  'seo',
  'domainRegistration',
  'webHosting',
  'digitalMarketing',
  'securityCamera',
  'networking',
] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export const allRoutes: readonly (RouteDef & { key: RouteKey })[] = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  ...routes[key],
}));

/** The section a page sits in: product and service pages under their list, every other page under home. */
export function parentOf(key: RouteKey): RouteKey | undefined {
  if ((productKeys as readonly RouteKey[]).includes(key)) return 'products';
  if ((serviceKeys as readonly RouteKey[]).includes(key)) return 'services';
  return key === 'home' ? undefined : 'home';
}

/** The pages from home down to a page, that page last: what its breadcrumb shows. */
export function routeTrail(key: RouteKey): RouteKey[] {
  const trail: RouteKey[] = [key];
  for (let parent = parentOf(key); parent; parent = parentOf(parent)) trail.unshift(parent);
  return trail;
}
