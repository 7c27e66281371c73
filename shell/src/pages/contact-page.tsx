import { Section, SectionHeading } from '@radix/site-kit';
import { FormSlot } from '../components/form-slot';
import { ContactDetails } from '../features/contact/components/contact-details';
import { contactCopy } from '../features/contact/content/contact';
import { SimplePage } from './simple-page';

export function ContactPage() {
  return (
    <SimplePage route="contact">
      <Section labelledBy="contact-offices-heading">
        <SectionHeading
          id="contact-offices-heading"
          title={contactCopy.offices.heading}
          lead={contactCopy.offices.lead}
        />
        <ContactDetails layout="row" />
      </Section>
      <Section tone="surface" labelledBy="contact-form-heading">
        <div className="contact-form contact-form--page site-card">
          <SectionHeading
            id="contact-form-heading"
            title={contactCopy.form.heading}
            lead={contactCopy.form.lead}
            align="start"
          />
          <FormSlot id="forms/GetInTouchForm" name="the Get in touch form" />
        </div>
      </Section>
    </SimplePage>
  );
}
