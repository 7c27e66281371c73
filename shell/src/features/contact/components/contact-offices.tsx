import { SectionHeading } from '@radix/site-kit';
import { contactCopy } from '../content/contact';
import { ContactDetails } from './contact-details';

/** The contact page's offices, phone lines and e-mail, under their heading. */
export function ContactOffices() {
  return (
    <>
      <SectionHeading
        id="contact-offices-heading"
        title={contactCopy.offices.heading}
        lead={contactCopy.offices.lead}
      />
      <ContactDetails layout="row" />
    </>
  );
}
