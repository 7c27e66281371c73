import { RemoteSlot } from '../components/remote-slot';
import { SimplePage } from './simple-page';

export function ProductInquiryPage() {
  return (
    <SimplePage route="productInquiry">
      <section className="site-section">
        <div className="container">
          <RemoteSlot id="forms/ProductInquiryForm" name="the product inquiry form" props={(config) => ({ apiBaseUrl: config.apiBaseUrl })} />
        </div>
      </section>
    </SimplePage>
  );
}
