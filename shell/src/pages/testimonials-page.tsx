import { Link } from 'react-router-dom';
import { routes, Section, SectionHeading, StaticPart } from '@radix/site-kit';
import { TestimonialCard } from '../features/testimonials/components/testimonial-card';
import { testimonials, testimonialsHeading, testimonialsLead } from '../features/testimonials/content/testimonials';
import '../features/testimonials/styles/testimonials.scss';
import { SimplePage } from './simple-page';

export function TestimonialsPage() {
  return (
    <SimplePage route="testimonials">
      <StaticPart>
        <Section labelledBy="tm-page-heading">
          <SectionHeading id="tm-page-heading" title={testimonialsHeading} lead={testimonialsLead} />
          <ul className="tm-grid row g-4 list-unstyled justify-content-center">
            {testimonials.map((testimonial) => (
              <li key={testimonial.key} className="col-12 col-md-6 col-lg-4">
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <div className="tm-cta">
            <p className="tm-cta__text">Want results like these for your organisation?</p>
            <Link className="btn btn-accent btn-lg" to={routes.contact.path}>
              Talk to us
            </Link>
          </div>
        </Section>
      </StaticPart>
    </SimplePage>
  );
}
