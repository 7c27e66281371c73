import { Link } from 'react-router-dom';
import { ContactList, routes, company } from '@radix/site-kit';
import type { FooterColumn } from '@radix/site-kit/route-table';
import { Logo } from './logo';
import { footerLinks } from './navigation';

function LinkColumn({ title, column }: { title: string; column: FooterColumn }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav className="col-6 col-md-4 col-lg-2 flex-lg-grow-1" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="list-unstyled site-footer__links">
        {footerLinks(column).map(({ key, to, label }) => (
          <li key={key}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's links and contact details. */
export function FooterContent() {
  return (
    <div className="container">
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <Link to={routes.home.path} className="d-inline-block mb-3">
            <Logo inverse />
          </Link>
          <p className="site-footer__tagline">{company.tagline}</p>
          <ContactList className="site-footer__contact">
            <li>
              <address className="mb-0">
                {company.headOffice.lines.join(', ')}, {company.headOffice.region}, {company.headOffice.country}
              </address>
            </li>
          </ContactList>
        </div>
        <LinkColumn title="Pages" column="pages" />
        <LinkColumn title="Services" column="services" />
        <LinkColumn title="Products" column="products" />
      </div>
      <div className="site-footer__bottom">
        <p className="mb-0">
          © {new Date().getFullYear()} {company.legalName}
        </p>
        <ul className="list-inline mb-0">
          {footerLinks('legal').map(({ key, to, label }) => (
            <li className="list-inline-item" key={key}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
        <ul className="list-inline mb-0 site-footer__social" hidden>
          {company.social.map((network) => (
            <li className="list-inline-item" key={network.name}>
              <a href={network.href} rel="noopener noreferrer" target="_blank">
                {network.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
