import '../styles/services.scss';
import type { RemoteModules, ServicePageProps } from '@radix/site-kit';
import { ServiceLayout } from '../features/service-page/components/service-layout';

/** One service detail page; its copy loads as a chunk of its own. */
function ServicePage({ service }: ServicePageProps) {
  return <ServiceLayout service={service} />;
}

export default ServicePage satisfies RemoteModules['services/ServicePage'];
