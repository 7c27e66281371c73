import { SimplePage } from './simple-page';

export function TestimonialsPage() {
  return (
    <SimplePage route="testimonials">
      <section className="site-section">
        <div className="container">
          <p>What our clients say about working with us.</p>
        </div>
      </section>
    </SimplePage>
  );
}
