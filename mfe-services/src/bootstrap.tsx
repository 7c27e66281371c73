import '@radix/site-kit/styles/site.scss';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, routes } from '@radix/site-kit';
import { servicePages } from './routes';
import ServicesPage from './exposes/services-page';
import ServicePage from './exposes/service-page';
import ServicesGrid from './exposes/services-grid';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneApp
    name="mfe-services"
    pages={[
      { path: routes.services.path, label: routes.services.label, element: <ServicesPage /> },
      ...servicePages.map(({ key, path, label }) => ({ path, label, element: <ServicePage service={key} /> })),
      { path: '/widgets/services-grid', label: 'Home: services grid', element: <ServicesGrid /> },
    ]}
  />,
);
