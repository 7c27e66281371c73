import { SimplePage } from './simple-page';

export function AboutPage() {
  return (
    <SimplePage route="about">
      <section className="site-section">
        <div className="container">
          <p>We build web-based business software and deliver IT services from Vadodara, India and Queensland, Australia.</p>
        </div>
      </section>
    </SimplePage>
  );
}
