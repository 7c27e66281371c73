import '../styles/services.scss';
import type { PreparePage, RemoteModules, ServicePageProps } from '@radix/site-kit';
import { loadServiceContent } from '../features/service-page/content/load-service-content';
import { ServiceLayout } from '../features/service-page/components/service-layout';
import { isServicePageKey } from '../routes';

/** The page's copy, a chunk of its own, loaded before the shell switches to the page. */
export const prepare: PreparePage = async (route) => {
  if (isServicePageKey(route)) await loadServiceContent(route);
};

/** One service detail page; its copy loads as a chunk of its own. */
function ServicePage({ service }: ServicePageProps) {
  if (!isServicePageKey(service)) throw new Error(`services draws no page ${service}`);
  return <ServiceLayout service={service} />;
}

export default ServicePage satisfies RemoteModules['services/ServicePage'];
