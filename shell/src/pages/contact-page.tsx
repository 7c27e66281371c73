import { RemoteSlot } from '../components/remote-slot';
import { SimplePage } from './simple-page';

export function ContactPage() {
  return (
    <SimplePage route="contact">
      <section className="site-section">
        <div className="container">
          <RemoteSlot id="forms/GetInTouchForm" name="the Get in touch form" props={(config) => ({ apiBaseUrl: config.apiBaseUrl })} />
        </div>
      </section>
    </SimplePage>
  );
}
