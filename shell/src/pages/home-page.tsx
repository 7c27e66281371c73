import { RemoteSlot } from '../components/remote-slot';
import { HydrateWhenSeen } from '../components/when-seen-frame';
import { ClientsStrip } from '../features/clients/components/clients-strip';
import { GetInTouch } from '../features/contact/components/get-in-touch';
import { HomeAbout } from '../features/home/components/home-about';
import { HomeFeatures } from '../features/home/components/home-features';
import { HomeHero } from '../features/home/components/home-hero';
import { HomeHighlights } from '../features/home/components/home-highlights';
import { HowItWorks } from '../features/home/components/how-it-works';
import { TestimonialsSlider } from '../features/testimonials/components/testimonials-slider';

/**
 * The home page, top to bottom: banners, reasons to choose us, products, services, about, how it
 * works, features, clients, testimonials, Get in touch. The sliders far below the fold hydrate when
 * the visitor comes near them.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
      <RemoteSlot id="products/ProductSlider" name="our products" />
      <RemoteSlot id="services/ServicesGrid" name="our services" />
      <HomeAbout />
      <HowItWorks />
      <HomeFeatures />
      <HydrateWhenSeen>
        <ClientsStrip />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <TestimonialsSlider />
      </HydrateWhenSeen>
      <GetInTouch />
    </>
  );
}
