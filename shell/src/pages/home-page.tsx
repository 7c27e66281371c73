import { site } from '@radix/site-kit';
import { RemoteSlot } from '../components/remote-slot';

export function HomePage() {
  return (
    <>
      <section className="site-section">
        <div className="container">
          <h1>{site.tagline}</h1>
        </div>
      </section>
      <RemoteSlot id="products/ProductSlider" name="our products" />
      <RemoteSlot id="services/ServicesGrid" name="our services" />
      <RemoteSlot id="forms/SubscribeForm" name="the subscribe form" props={(config) => ({ apiBaseUrl: config.apiBaseUrl })} />
      <RemoteSlot id="forms/GetInTouchForm" name="the Get in touch form" props={(config) => ({ apiBaseUrl: config.apiBaseUrl })} />
    </>
  );
}
