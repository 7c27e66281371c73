import { screen, within } from '@testing-library/react';
import { company } from '@radix/site-kit';
import { ContactPage } from '../../../pages/contact-page';
import { renderSettled } from '@radix/tooling/testing';
import { contactCopy } from '../content/contact';

describe('Contact page', () => {
  it('shows the head office in Gujarat, India and the branch office in Queensland, Australia', async () => {
    await renderSettled(<ContactPage />);
    const offices = screen.getByRole('region', { name: contactCopy.offices.heading });
    const head = within(offices).getByRole('heading', { name: 'Head office' }).parentElement as HTMLElement;
    expect(head).toHaveTextContent(/Gujarat, India/);
    company.headOffice.lines.forEach((line) => expect(head).toHaveTextContent(line));
    const branch = within(offices).getByRole('heading', { name: 'Branch office' }).parentElement as HTMLElement;
    expect(branch).toHaveTextContent(/Queensland, Australia/);
    company.branchOffice.lines.forEach((line) => expect(branch).toHaveTextContent(line));
  });

  it('has three phone links in total and the e-mail link with the fixed subject', async () => {
    const { container } = await renderSettled(<ContactPage />);
    const phones = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')];
    expect(phones).toHaveLength(3);
    expect(phones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      company.phones.map((phone) => [phone.display, `tel:${phone.tel}`]),
    );
    const mail = screen.getByRole('link', { name: company.email });
    expect(mail.getAttribute('href')).toBe(
      `mailto:${company.email}?subject=${encodeURIComponent(company.mailSubject)}`,
    );
  });

  it('has the Get in touch form under its heading', async () => {
    await renderSettled(<ContactPage />);
    const heading = screen.getByRole('heading', { level: 2, name: contactCopy.form.heading });
    const section = screen.getByRole('region', { name: contactCopy.form.heading });
    expect(section).toContainElement(heading);
    expect(section.querySelector('form')).not.toBeNull();
  });
});
