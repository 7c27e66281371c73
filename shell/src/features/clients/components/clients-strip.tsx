import { Section, SectionHeading, Slider } from '@radix/site-kit';
import { clients, clientsHeading, clientsLead } from '../content/clients';
import { clientsSlider } from '../content/clients-slider';
import { ClientLogo } from './client-logo';
import '../styles/clients.scss';

/** Home section 7: the rotating strip of client logos. */
export function ClientsStrip() {
  return (
    <Section className="clients-strip" labelledBy="clients-heading">
      <SectionHeading id="clients-heading" eyebrow="Our clients" title={clientsHeading} lead={clientsLead} />
      <Slider label="Client logos" settings={clientsSlider}>
        {clients.map((client) => (
          <div key={client.key} className="clients-strip__item">
            <ClientLogo client={client} />
          </div>
        ))}
      </Slider>
    </Section>
  );
}
