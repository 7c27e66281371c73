import { Island, StaticPart } from '@radix/site-kit';
import { LazyPart } from '../components/lazy-part';
import { RemoteSlot } from '../components/remote-slot';
import { SectionFailure } from '../components/section-failure';
import { GetInTouch } from '../features/contact/components/get-in-touch';
import { HomeAbout } from '../features/home/components/home-about';
import { HomeFeatures } from '../features/home/components/home-features';
import { HomeHero } from '../features/home/components/home-hero';
import { HomeHighlights } from '../features/home/components/home-highlights';
import { HowItWorks } from '../features/home/components/how-it-works';
import { lazyComponents } from '../runtime/lazy-modules';

/**
 * The sliders far below the fold, in one chunk with react-slick: a first visit loads it when the
 * visitor comes near them, as their part of the page hydrates, instead of with the page.
 */
const sliders = lazyComponents({
  clients: () =>
    import(/* webpackChunkName: "home-sliders" */ '../features/clients/components/clients-strip').then(
      (section) => section.ClientsStrip,
    ),
  testimonials: () =>
    import(/* webpackChunkName: "home-sliders" */ '../features/testimonials/components/testimonials-slider').then(
      (section) => section.TestimonialsSlider,
    ),
});

function SliderSection({ slider, name }: { slider: 'clients' | 'testimonials'; name: string }) {
  return (
    <Island hydrate="visible">
      <LazyPart parts={sliders} part={slider} failure={(retry) => <SectionFailure name={name} onRetry={retry} />} />
    </Island>
  );
}

/**
 * The home page, top to bottom: banners, reasons to choose us, products, services, about, how it
 * works, features, clients, testimonials, Get in touch. How it works and the features are text
 * that stays the server's HTML; the sliders far below the fold hydrate when the visitor comes near them.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeHighlights />
      <RemoteSlot id="products/ProductSlider" name="our products" />
      <RemoteSlot id="services/ServicesGrid" name="our services" />
      <HomeAbout />
      <StaticPart>
        <HowItWorks />
        <HomeFeatures />
      </StaticPart>
      <SliderSection slider="clients" name="our clients" />
      <SliderSection slider="testimonials" name="the testimonials" />
      <GetInTouch />
    </>
  );
}
