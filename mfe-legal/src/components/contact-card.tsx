import { mailtoHref, company } from '@radix/site-kit';

export interface ContactCardProps {
  mailSubject: string;
}

/** The company's legal name, offices, e-mail and phone numbers, from the site constants. */
export function ContactCard({ mailSubject }: ContactCardProps) {
  const offices = [company.headOffice, company.branchOffice];
  return (
    <div className="lgl-contact">
      <p className="lgl-contact__name">{company.legalName}</p>
      <div className="lgl-contact__offices">
        {offices.map((office) => (
          <address key={office.name} className="lgl-contact__office">
            <span className="lgl-contact__label">{office.name}</span>
            {office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>
              {office.region}, {office.country}
            </span>
          </address>
        ))}
      </div>
      <ul className="lgl-contact__lines">
        <li>
          E-mail: <a href={mailtoHref(mailSubject)}>{company.email}</a>
        </li>
        {company.phones.map((phone) => (
          <li key={phone.tel}>
            {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
