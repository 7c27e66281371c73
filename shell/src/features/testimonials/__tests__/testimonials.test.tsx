import { screen, within } from '@testing-library/react';
import { TestimonialsPage } from '../../../pages/testimonials-page';
import { renderSettled } from '@radix/tooling/testing';
import { testimonials, testimonialsHeading } from '../content/testimonials';

describe('Testimonials', () => {
  it('holds five different clients, each with a quote naming a result, a name, a role and a city', () => {
    expect(testimonials).toHaveLength(5);
    expect(new Set(testimonials.map((testimonial) => testimonial.name)).size).toBe(5);
    for (const testimonial of testimonials) {
      expect(testimonial.quote).toMatch(/\d|two|three|five|twelve|tripled/i);
      expect(testimonial.role.length).toBeGreaterThan(3);
      expect(testimonial.city.length).toBeGreaterThan(2);
    }
  });

  it('shows all five on the testimonials page as quotes with their author', async () => {
    await renderSettled(<TestimonialsPage />);
    const section = screen.getByRole('region', { name: testimonialsHeading });
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(5);
    cards.forEach((card, position) => {
      const testimonial = testimonials[position];
      if (!testimonial) throw new Error('more cards than testimonials');
      expect(card.querySelector('blockquote')).toHaveTextContent(testimonial.quote);
      expect(card.querySelector('figcaption')).toHaveTextContent(`${testimonial.name}${testimonial.role}`);
      expect(card.querySelector('figcaption')).toHaveTextContent(testimonial.city);
    });
  });
});
