import '../styles/services.scss';
import { breadcrumb, PageBanner, Section, SectionHeading, routes, type RemoteModules } from '@radix/site-kit';
import { ContactButton } from '../components/contact-button';
import { HowWeWork } from '../features/catalog/components/how-we-work';
import { ServiceCardGrid } from '../features/catalog/components/service-card-grid';
import { servicesOverview } from '../features/catalog/content/services-overview';

/** The services list: nine service cards, how we work and a call to action. */
function ServicesPage() {
  const { cards, cta } = servicesOverview;
  return (
    <>
      <PageBanner title={routes.services.title} summary={routes.services.description} crumbs={breadcrumb('services')} />
      <Section labelledBy="svc-cards-title">
        <SectionHeading id="svc-cards-title" title={cards.heading} lead={cards.lead} />
        <ServiceCardGrid />
      </Section>
      <HowWeWork />
      <Section labelledBy="svc-list-cta-title">
        <div className="svc-cta svc-cta--wide">
          <h2 id="svc-list-cta-title">{cta.heading}</h2>
          <p>{cta.text}</p>
          <ContactButton label={cta.label} tone="accent" className="btn-lg" />
        </div>
      </Section>
    </>
  );
}

export default ServicesPage satisfies RemoteModules['services/ServicesPage'];
