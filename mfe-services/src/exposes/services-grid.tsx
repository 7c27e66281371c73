import '../styles/services.scss';
import { Link } from 'react-router-dom';
import { Section, SectionHeading, routes, type RemoteModules } from '@radix/site-kit';
import { ServiceCardGrid } from '../features/catalog/components/service-card-grid';
import { servicesOverview } from '../features/catalog/content/services-overview';

/** The home page's services section: its own heading and lead, the nine cards, a link to the list. */
function ServicesGrid() {
  const { home } = servicesOverview;
  return (
    <Section labelledBy="svc-home-title" className="svc-home">
      <SectionHeading id="svc-home-title" eyebrow="What we do" title={home.heading} lead={home.lead} />
      <ServiceCardGrid />
      <p className="text-center mt-5 mb-0">
        <Link to={routes.services.path} className="btn btn-outline-primary">
          {home.allLabel}
        </Link>
      </p>
    </Section>
  );
}

export default ServicesGrid satisfies RemoteModules['services/ServicesGrid'];
