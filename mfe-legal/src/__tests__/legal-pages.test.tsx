import type { ComponentType } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, company } from '@radix/site-kit';
import { mockReducedMotion } from '@radix/tooling/testing';
import TermsPage from '../exposes/terms-page';
import PrivacyPage from '../exposes/privacy-page';
import { termsDocument } from '../content/terms';
import { privacyDocument } from '../content/privacy';
import type { LegalDocument } from '../content/types';
import { makeDocumentVisible, renderPage } from './test-utils';

interface Case {
  name: string;
  Page: ComponentType;
  document: LegalDocument;
  thirdParty: { name: RegExp; href: string };
}

const cases: Case[] = [
  {
    name: 'Terms & Conditions',
    Page: TermsPage,
    document: termsDocument,
    thirdParty: { name: /google play services terms of service/i, href: 'https://policies.google.com/terms' },
  },
  {
    name: 'Privacy Policy',
    Page: PrivacyPage,
    document: privacyDocument,
    thirdParty: { name: /google play services privacy policy/i, href: 'https://www.google.com/policies/privacy/' },
  },
];

function currentSlide() {
  const indicator = screen
    .getAllByRole('button', { name: /^Slide \d$/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return indicator?.getAttribute('aria-label');
}

describe.each(cases)('$name page', ({ Page, document: legal, thirdParty }) => {
  const route = routes[legal.route];

  beforeAll(makeDocumentVisible);
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => jest.useRealTimers());

  it('opens with its title and a breadcrumb back home', () => {
    renderPage(<Page />, route.path);
    expect(screen.getByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', routes.home.path);
    expect(within(breadcrumb).getByText(route.label)).toHaveAttribute('aria-current', 'page');
  });

  it('states the effective date 17 October 2023, machine-readable too', () => {
    renderPage(<Page />);
    const dates = screen.getAllByText('17 October 2023');
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toHaveAttribute('datetime', '2023-10-17');
    expect(screen.getByText(/^Effective date:/)).toHaveTextContent('Effective date: 17 October 2023');
  });

  it('says that children under 13 are not knowingly served', () => {
    renderPage(<Page />);
    const children = screen.getByRole('region', { name: /children/i });
    expect(within(children).getByText(/not knowingly .*children under 13\b/i)).toBeInTheDocument();
  });

  it('links to the Google Play Services policy in a new tab and says so', () => {
    renderPage(<Page />);
    const link = screen.getByRole('link', { name: thirdParty.name });
    expect(link).toHaveAccessibleName(/opens in a new tab/);
    expect(link).toHaveAttribute('href', thirdParty.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('describes the free school ERP app: Android only, sharing class work and home work', () => {
    renderPage(<Page />);
    const statement = screen.getByText(/free app, available for Android only\..*class work and home work/);
    expect(statement).toBeVisible();
  });

  it('has a table of contents whose links reach every section', () => {
    renderPage(<Page />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(legal.sections.length);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('gives the company name, e-mail and both offices', () => {
    renderPage(<Page />);
    const contact = screen.getByRole('region', { name: /contact us/i });
    expect(within(contact).getByText(company.legalName)).toBeInTheDocument();
    expect(within(contact).getAllByRole('link', { name: company.email })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(contact).getByText(new RegExp(company.headOffice.region))).toBeInTheDocument();
    expect(within(contact).getByText(new RegExp(company.branchOffice.region))).toBeInTheDocument();
  });

  it('starts its carousel at slide two and advances after 7 s, not before', () => {
    jest.useFakeTimers();
    renderPage(<Page />);
    expect(screen.getByRole('region', { name: legal.glanceLabel })).toBeInTheDocument();
    expect(currentSlide()).toBe('Slide 2');
    act(() => jest.advanceTimersByTime(6999));
    expect(currentSlide()).toBe('Slide 2');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(2000));
    expect(currentSlide()).toBe('Slide 3');
  });

  it('stops the carousel with its pause button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<Page />);
    await user.click(screen.getByRole('button', { name: `Pause ${legal.glanceLabel}` }));
    act(() => screen.getByRole('button', { name: `Play ${legal.glanceLabel}` }).blur());
    act(() => jest.advanceTimersByTime(30000));
    expect(currentSlide()).toBe('Slide 2');
  });
});
