import { ContactList } from '@radix/site-kit';
import { ContactButton } from '../../../components/contact-button';

/** The "need help" box beside every service page, leading to the Contact Us page. */
export function HelpBox() {
  return (
    <section className="svc-help" aria-labelledby="svc-help-title">
      <h2 id="svc-help-title" className="svc-aside__title">
        Need help choosing?
      </h2>
      <p>Tell us what you want to achieve. We reply within one working day with a plan and an honest estimate.</p>
      <ContactList className="svc-help__lines" />
      <ContactButton tone="accent" className="w-100" />
    </section>
  );
}
