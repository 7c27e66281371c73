import { screen } from '@testing-library/react';
import { HomePage } from '../../../pages/home-page';
import { renderSettled } from '@radix/tooling/testing';
import { clientsHeading } from '../../clients/content/clients';
import { contactCopy } from '../../contact/content/contact';
import { testimonialsHeading } from '../../testimonials/content/testimonials';
import { homeAbout } from '../content/about';
import { features, featuresHeading } from '../content/features';
import { heroSlides } from '../content/hero';
import { highlightsHeading } from '../content/highlights';
import { howItWorksHeading, workSteps } from '../content/steps';

describe('Home page', () => {
  it('has one h1, the first offer of the hero, with the four offers as slides', async () => {
    await renderSettled(<HomePage />);
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent(heroSlides[0]?.title ?? '');
    const offers = screen.getByRole('region', { name: 'Our offers' });
    for (const slide of heroSlides) {
      expect(offers).toHaveTextContent(slide.title);
      expect(offers).toHaveTextContent(slide.subtitle);
      expect(offers).toHaveTextContent(slide.description);
    }
    expect(offers.querySelectorAll('a.btn')).toHaveLength(heroSlides.length);
  });

  it('shows its sections in the order of the spec, each labelled by its heading', async () => {
    await renderSettled(<HomePage />);
    await screen.findByRole('heading', { name: 'OUR PRODUCTS' });
    await screen.findByRole('heading', { name: /our services/i });
    const order = [
      heroSlides[0]?.title ?? '',
      highlightsHeading,
      'OUR PRODUCTS',
      /our services/i,
      homeAbout.heading,
      howItWorksHeading,
      featuresHeading,
      clientsHeading,
      testimonialsHeading,
      contactCopy.getInTouch.heading,
    ];
    const sections = order.map((name) => screen.getByRole('region', { name }));
    sections.forEach((section) => expect(section.tagName).toBe('SECTION'));
    sections.slice(1).forEach((section, position) => {
      const previous = sections[position] as HTMLElement;
      expect(previous.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('lists three how-it-works steps in order and the feature block', async () => {
    await renderSettled(<HomePage />);
    const steps = screen.getByRole('region', { name: howItWorksHeading }).querySelectorAll('ol > li');
    expect([...steps].map((step) => step.querySelector('h3')?.textContent)).toEqual(
      workSteps.map((step) => step.title),
    );
    const block = screen.getByRole('region', { name: featuresHeading });
    features.forEach((feature) => expect(block).toHaveTextContent(feature.title));
  });

  it('puts the subscribe form in the about block and the Get in touch form in the last section', async () => {
    await renderSettled(<HomePage />);
    const about = screen.getByRole('region', { name: homeAbout.heading });
    expect(about).toContainElement(screen.getByRole('heading', { name: homeAbout.subscribe.heading }));
    expect(about.querySelector('form')).not.toBeNull();
    const touch = screen.getByRole('region', { name: contactCopy.getInTouch.heading });
    expect(touch.querySelector('form')).not.toBeNull();
    expect(touch.querySelectorAll('a[href^="tel:"]')).toHaveLength(3);
  });
});
