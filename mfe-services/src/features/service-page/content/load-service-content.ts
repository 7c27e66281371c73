import { contentLoader } from '@radix/site-kit';
import type { ServicePageKey } from '../../../routes';
import type { ServiceContent } from './types';

/** A service page's copy, each page's in a chunk of its own. */
export const loadServiceContent = contentLoader<ServicePageKey, ServiceContent>({
  customSoftware: () => import('./custom-software').then((m) => m.default),
  websiteDesign: () => import('./website-design').then((m) => m.default),
  mobileApps: () => import('./mobile-apps').then((m) => m.default),
  graphicalDesign: () => import('./graphical-design').then((m) => m.default),
  seo: () => import('./seo').then((m) => m.default),
  domainRegistration: () => import('./domain-registration').then((m) => m.default),
  webHosting: () => import('./web-hosting').then((m) => m.default),
  digitalMarketing: () => import('./digital-marketing').then((m) => m.default),
  securityCamera: () => import('./security-camera').then((m) => m.default),
  networking: () => import('./networking').then((m) => m.default),
});
