import type { ReactNode } from 'react';
import { routes, type ProductKey } from '@radix/site-kit';
import { TitledSection } from '../../../components/titled-section';

/** The bottom of every product page: the product inquiry form the shell supplies, under a heading. */
export function InquirySection({ product, form }: { product: ProductKey; form: ReactNode }) {
  return (
    <TitledSection
      id="inquiry"
      className="prd-inquiry"
      eyebrow="Talk to us"
      title="Send us an inquiry"
      lead={`Tell us about your organisation and what you need. We will arrange a free demo of ${routes[product].label} and a quote that fits.`}
    >
      <div className="prd-inquiry__form">{form}</div>
    </TitledSection>
  );
}
