import { mailtoHref, site } from '@radix/site-kit';
import { ContactButton } from '../../../components/contact-button';

/** The "need help" box beside every service page, leading to the Contact Us page. */
export function HelpBox() {
  const phone = site.mainPhone;
  return (
    <section className="svc-help" aria-labelledby="svc-help-title">
      <h2 id="svc-help-title" className="svc-aside__title">
        Need help choosing?
      </h2>
      <p>Tell us what you want to achieve. We reply within one working day with a plan and an honest estimate.</p>
      <ul className="list-unstyled svc-help__lines">
        <li>
          <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </li>
        <li>
          <a href={mailtoHref()}>{site.email}</a>
        </li>
      </ul>
      <ContactButton tone="accent" className="w-100" />
    </section>
  );
}
