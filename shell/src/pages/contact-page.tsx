import { lazyStaticPart, Section, SectionHeading } from '@radix/site-kit';
import { FormSlot } from '../components/form-slot';
import { contactCopy } from '../features/contact/content/contact';
import '../features/contact/styles/contact.scss';
import { SimplePage } from './simple-page';

const contactOffices = () =>
  import(/* webpackChunkName: "contact-offices" */ '../features/contact/components/contact-offices');
const ContactOffices = lazyStaticPart(() => contactOffices().then((offices) => offices.ContactOffices));

/** Loads what the page renders in the browser beyond its own chunk: its offices. */
export const prepare = async (): Promise<void> => {
  await contactOffices();
};

/** The offices are text in a chunk the page arriving rendered never loads; the form hydrates when used. */
export function ContactPage() {
  return (
    <SimplePage route="contact">
      <Section labelledBy="contact-offices-heading">
        <ContactOffices />
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
