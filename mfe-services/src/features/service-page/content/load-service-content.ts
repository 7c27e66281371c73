import type { ServiceKey } from '@radix/site-kit';
import type { ServiceContent } from './types';

type ContentModule = Promise<{ default: ServiceContent }>;

/** Each page's copy is its own chunk: a visitor downloads only the page they open. */
const loaders: Record<ServiceKey, () => ContentModule> = {
  customSoftware: () => import('./custom-software'),
  websiteDesign: () => import('./website-design'),
  mobileApps: () => import('./mobile-apps'),
  graphicalDesign: () => import('./graphical-design'),
  seo: () => import('./seo'),
  domainRegistration: () => import('./domain-registration'),
  webHosting: () => import('./web-hosting'),
  digitalMarketing: () => import('./digital-marketing'),
  securityCamera: () => import('./security-camera'),
  networking: () => import('./networking'),
};

const cache = new Map<ServiceKey, Promise<ServiceContent>>();

/** The page's copy, one promise per page for `use()`; a failed load is forgotten so a retry fetches again. */
export function loadServiceContent(service: ServiceKey): Promise<ServiceContent> {
  const cached = cache.get(service);
  if (cached) return cached;
  const loading = loaders[service]().then((module) => module.default);
  loading.catch(() => cache.delete(service));
  cache.set(service, loading);
  return loading;
}
