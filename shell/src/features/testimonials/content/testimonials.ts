import type { TestimonialsContent } from '../../../../content/schemas';
import file from '../../../../content/testimonials.yml';

export type { Testimonial } from '../../../../content/schemas';

/** What clients say, with the section's heading and lead (`content/testimonials.yml`, checked by the build). */
const content = file as TestimonialsContent;

export const testimonialsHeading = content.heading;
export const testimonialsLead = content.lead;
export const testimonials = content.testimonials;
