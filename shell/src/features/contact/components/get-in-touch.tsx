import { Section, SectionHeading, StaticPart } from '@radix/site-kit';
import { FormSlot } from '../../../components/form-slot';
import { contactCopy } from '../content/contact';
import { ContactDetails } from './contact-details';

/** Home section 9: contact details beside the Get in touch form. */
export function GetInTouch() {
  return (
    <Section className="contact-touch" labelledBy="contact-touch-heading">
      <StaticPart>
        <SectionHeading
          id="contact-touch-heading"
          eyebrow="Contact"
          title={contactCopy.getInTouch.heading}
          lead={contactCopy.getInTouch.lead}
        />
      </StaticPart>
      <div className="row g-4 g-xl-5">
        <div className="col-12 col-lg-5">
          <StaticPart>
            <ContactDetails layout="stack" />
          </StaticPart>
        </div>
        <div className="col-12 col-lg-7">
          <div className="contact-form site-card">
            <h3 className="contact-form__title">{contactCopy.form.heading}</h3>
            <p className="text-muted-strong">{contactCopy.form.lead}</p>
            <FormSlot id="forms/GetInTouchForm" name="the Get in touch form" />
          </div>
        </div>
      </div>
    </Section>
  );
}
