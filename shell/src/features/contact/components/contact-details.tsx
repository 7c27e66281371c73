import { mailtoHref, company } from '@radix/site-kit';
import { mailGlyph } from '../../ui/glyphs/mail';
import { phoneGlyph } from '../../ui/glyphs/phone';
import { contactCopy } from '../content/contact';
import { ContactCard } from './contact-card';
import { OfficeCard } from './office-card';
import '../styles/contact.scss';

/** Offices, phone lines and e-mail, as cards: stacked beside a form, or in a row across the page. */
export function ContactDetails({ layout }: { layout: 'stack' | 'row' }) {
  const column = layout === 'row' ? 'col-12 col-md-6' : 'col-12 col-sm-6 col-lg-12';
  return (
    <ul className="contact-details row g-3 g-lg-4 list-unstyled mb-0">
      <li className={column}>
        <OfficeCard office={company.headOffice} />
      </li>
      <li className={column}>
        <OfficeCard office={company.branchOffice} />
      </li>
      <li className={column}>
        <ContactCard icon={phoneGlyph} title={contactCopy.phonesTitle}>
          <ul className="list-unstyled mb-0">
            {company.phones.map((phone) => (
              <li key={phone.tel}>
                <span className="contact-card__label">{phone.label}</span>
                <a href={`tel:${phone.tel}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </ContactCard>
      </li>
      <li className={column}>
        <ContactCard icon={mailGlyph} title={contactCopy.emailTitle}>
          <p className="mb-1">
            <a href={mailtoHref()}>{company.email}</a>
          </p>
          <p className="contact-card__note mb-0">{contactCopy.emailNote}</p>
        </ContactCard>
      </li>
    </ul>
  );
}
