import { Icon } from '../../ui/components/icon';
import { geoGlyph } from '../../ui/glyphs/geo';
import { quoteGlyph } from '../../ui/glyphs/quote';
import type { Testimonial } from '../content/testimonials';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** One client's words as a card: quote, then name, role and city. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="tm-card site-card">
      <Icon glyph={quoteGlyph} size={36} className="tm-card__mark" />
      <blockquote className="tm-card__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="tm-card__author">
        <span className="tm-card__avatar" aria-hidden="true">
          {initialsOf(testimonial.name)}
        </span>
        <span>
          <span className="tm-card__name">{testimonial.name}</span>
          <span className="tm-card__role">{testimonial.role}</span>
          <span className="tm-card__city">
            <Icon glyph={geoGlyph} size={14} /> {testimonial.city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
