import { render, screen, within } from '@testing-library/react';
import { HostingPlans } from '../components/hosting-plans';
import { hostingPlansContent } from '../content/hosting-plans';

/** The plans as the company states them: space, bandwidth, sub-domains, e-mails, cost in INR. */
const specTiers = [
  ['100 MB', '512 MB', '5', '5', '₹1,000'],
  ['250 MB', '1 GB', '10', '10', '₹1,700'],
  ['500 MB', '2 GB', '15', '15', '₹2,000'],
  ['1 GB', '5 GB', '20', '20', '₹2,400'],
  ['5 GB', '20 GB', '50', '50', '₹3,000'],
  ['10 GB', '100 GB', '100', '100', '₹3,500'],
];

function figure(card: HTMLElement, term: string): string | null {
  const name = within(card).getByText(term, { selector: 'dt' });
  return name.nextElementSibling?.textContent ?? null;
}

describe('hosting plans', () => {
  it('shows the six tiers of the specification with their exact figures, smallest first', () => {
    render(<HostingPlans content={hostingPlansContent} />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const shown = cards.map((card) => [
      figure(card, 'Disk space'),
      figure(card, 'Bandwidth'),
      figure(card, 'Sub-domains'),
      figure(card, 'E-mail accounts'),
      within(card).getByText(/^₹/).textContent,
    ]);
    expect(shown).toEqual(specTiers);
  });

  it('lists the inclusions every tier shares, and no host the spec does not name', () => {
    render(<HostingPlans content={hostingPlansContent} />);
    const inclusions = within(screen.getByRole('list', { name: /included in every plan/i })).getAllByRole('listitem');
    expect(inclusions.map((item) => item.textContent)).toEqual([
      '1 domain',
      'Free setup',
      'Antivirus and antispam',
      'Ms Access',
      'Ms-Sql',
      'PHP',
    ]);
    expect(screen.queryByText(/hosted on/i)).toBeNull();
  });

  it('names each plan card after its tier, each name different', () => {
    render(<HostingPlans content={hostingPlansContent} />);
    const cards = screen.getAllByRole('article');
    cards.forEach((card) =>
      expect(card).toHaveAccessibleName(within(card).getByRole('heading', { level: 3 }).textContent ?? ''),
    );
    expect(new Set(cards.map((card) => card.textContent)).size).toBe(6);
  });
});
