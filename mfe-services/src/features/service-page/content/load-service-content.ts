import { contentLoader } from '@radix/site-kit';
import type { ServiceContent } from '../../../../content/schemas';
import type { ServicePageKey } from '../../../routes';

const copy = (file: Promise<{ default: unknown }>) => file.then((m) => m.default as ServiceContent);

/**
 * A service page's copy, each page's in a chunk of its own: `content/services/<page>.yml`, checked
 * by the build against `servicePageSchema`.
 */
export const loadServiceContent = contentLoader<ServicePageKey, ServiceContent>({
  customSoftware: () => copy(import('../../../../content/services/custom-software.yml')),
  websiteDesign: () => copy(import('../../../../content/services/website-design.yml')),
  mobileApps: () => copy(import('../../../../content/services/mobile-apps.yml')),
  graphicalDesign: () => copy(import('../../../../content/services/graphical-design.yml')),
  seo: () => copy(import('../../../../content/services/seo.yml')),
  domainRegistration: () => copy(import('../../../../content/services/domain-registration.yml')),
  webHosting: () => import('./web-hosting').then((m) => m.default),
  digitalMarketing: () => copy(import('../../../../content/services/digital-marketing.yml')),
  securityCamera: () => copy(import('../../../../content/services/security-camera.yml')),
  networking: () => copy(import('../../../../content/services/networking.yml')),
});
