import { Section, SectionHeading, Slider, type SliderSettings } from '@radix/site-kit';
import { testimonials, testimonialsHeading, testimonialsLead } from '../content/testimonials';
import { TestimonialCard } from './testimonial-card';
import '../styles/testimonials.scss';

/** One testimonial at a time, autoplay, dots, infinite. */
const testimonialsSlider: SliderSettings = {
  autoplay: true,
  slidesToShow: 1,
  slidesToScroll: 1,
  dots: true,
  infinite: true,
  arrows: false,
};

/** Home section 8: what clients say, one card at a time. */
export function TestimonialsSlider() {
  return (
    <Section tone="surface" className="tm-section" labelledBy="tm-heading">
      <SectionHeading id="tm-heading" eyebrow="Testimonials" title={testimonialsHeading} lead={testimonialsLead} />
      <div className="tm-slider">
        <Slider label="Client testimonials" settings={testimonialsSlider}>
          {testimonials.map((testimonial) => (
            <div key={testimonial.key} className="tm-slider__slide">
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </Slider>
      </div>
    </Section>
  );
}
