import { Link } from 'react-router-dom';
import { PageBanner, routes, serviceKeys, type RemoteModules } from '@radix/site-kit';

function ServicesPage() {
  return (
    <>
      <PageBanner
        title={routes.services.title}
        summary={routes.services.description}
        crumbs={[{ label: 'Home', to: routes.home.path }, { label: routes.services.label }]}
      />
      <ul className="container py-5">
        {serviceKeys.map((key) => (
          <li key={key}>
            <Link to={routes[key].path}>{routes[key].label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default ServicesPage satisfies RemoteModules['services/ServicesPage'];
