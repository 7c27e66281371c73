import { PageBanner, routes, type RemoteModules, type ServicePageProps } from '@radix/site-kit';

function ServicePage({ service }: ServicePageProps) {
  const route = routes[service];
  return (
    <PageBanner
      title={route.title}
      summary={route.description}
      crumbs={[
        { label: 'Home', to: routes.home.path },
        { label: routes.services.label, to: routes.services.path },
        { label: route.label },
      ]}
    />
  );
}

export default ServicePage satisfies RemoteModules['services/ServicePage'];
