import { render, screen } from '@testing-library/react';
import { ContactList } from '../components/contact-list';
import { mailtoHref, site } from '../site';

it('lists the main phone line and the e-mail address, then what it is given', () => {
  render(
    <ContactList className="footer-contact">
      <li>Vadodara</li>
    </ContactList>,
  );
  const list = screen.getByRole('list');
  expect(list).toHaveClass('list-unstyled', 'footer-contact');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    site.mainPhone.display,
    site.email,
    'Vadodara',
  ]);
  expect(screen.getByRole('link', { name: site.mainPhone.display })).toHaveAttribute(
    'href',
    `tel:${site.mainPhone.tel}`,
  );
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', mailtoHref());
});
