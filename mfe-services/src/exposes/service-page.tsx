import '../styles/services.scss';
import type { RemoteModules, ServicePageProps } from '@radix/site-kit';
import { ServiceLayout } from '../features/service-page/components/service-layout';
import { isServicePageKey } from '../routes';

/** One service detail page; its copy loads as a chunk of its own. */
function ServicePage({ service }: ServicePageProps) {
  if (!isServicePageKey(service)) throw new Error(`services draws no page ${service}`);
  return <ServiceLayout service={service} />;
}

export default ServicePage satisfies RemoteModules['services/ServicePage'];
