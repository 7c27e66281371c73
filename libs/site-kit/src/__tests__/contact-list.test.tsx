import { render, screen } from '@testing-library/react';
import { ContactList } from '../components/contact-list';
import { mailtoHref, company } from '../company';

it('lists the main phone line and the e-mail address, then what it is given', () => {
  render(
    <ContactList className="footer-contact">
      <li>Vadodara</li>
    </ContactList>,
  );
  const list = screen.getByRole('list');
  expect(list).toHaveClass('list-unstyled', 'footer-contact');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    company.mainPhone.display,
    company.email,
    'Vadodara',
  ]);
  expect(screen.getByRole('link', { name: company.mainPhone.display })).toHaveAttribute(
    'href',
    `tel:${company.mainPhone.tel}`,
  );
  expect(screen.getByRole('link', { name: company.email })).toHaveAttribute('href', mailtoHref());
});
