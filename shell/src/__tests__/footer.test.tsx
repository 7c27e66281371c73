import { screen, within } from '@testing-library/react';
import { company } from '@radix/site-kit';
import { Footer } from '../layout/footer';
import { renderAt } from '@radix/tooling/testing';

function hrefs(columnName: string) {
  const column = screen.getByRole('navigation', { name: columnName });
  return within(column)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('Footer', () => {
  beforeEach(async () => {
    renderAt(<Footer />);
    await screen.findByRole('navigation', { name: 'Pages' });
  });

  it('shows the tagline, phone, mail link with the preset subject and the Vadodara address', () => {
    expect(screen.getByText('We are here for your digital growth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.mainPhone.display })).toHaveAttribute(
      'href',
      `tel:${company.mainPhone.tel}`,
    );
    const mail = screen.getByRole('link', { name: company.email });
    const url = new URL(mail.getAttribute('href') ?? '');
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(company.email);
    expect(url.searchParams.get('subject')).toBe(company.mailSubject);
    expect(screen.getByText(/Vadodara/)).toBeInTheDocument();
  });

  it('links the legal pages', () => {
    expect(screen.getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/tearmsandcondition');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacypolicy');
  });

  it('lists the pages, five services (mobile apps without a doubled slash) and the five products', () => {
    expect(hrefs('Pages')).toEqual(['/', '/aboutus', '/products', '/services', '/contactus']);
    expect(hrefs('Services')).toEqual([
      '/mobile-app-dev',
      '/website-design-development',
      '/custome-software-development',
      '/graphical-design',
      '/search-engine-optimization',
    ]);
    expect(hrefs('Products')).toEqual([
      '/school-management-software',
      '/timesheet-management-software',
      '/leave-management-software',
      '/project-management-software',
      '/appraisal-management-software',
    ]);
  });

  it('keeps the social bar in the page but hidden', () => {
    const facebook = screen.getByText('Facebook', { selector: 'a' });
    expect(facebook).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
