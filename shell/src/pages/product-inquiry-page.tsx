import { Section, SectionHeading } from '@radix/site-kit';
import { FormSlot, inquiryFormMinHeight } from '../components/form-slot';
import '../features/contact/styles/contact.scss';
import { SimplePage } from './simple-page';

export function ProductInquiryPage() {
  return (
    <SimplePage route="productInquiry">
      <Section tone="surface" labelledBy="inquiry-form-heading">
        <div className="contact-form contact-form--page site-card">
          <SectionHeading
            id="inquiry-form-heading"
            title="Ask about our products"
            lead="Choose the product you are interested in, tell us about your organisation and we will get back to you with a demo and a quote."
            align="start"
          />
          <FormSlot id="forms/ProductInquiryForm" name="the product inquiry form" minHeight={inquiryFormMinHeight} />
        </div>
      </Section>
    </SimplePage>
  );
}
