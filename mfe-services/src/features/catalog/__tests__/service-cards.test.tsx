import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, serviceKeys } from '@radix/site-kit';
import ServicesPage from '../../../exposes/services-page';
import ServicesGrid from '../../../exposes/services-grid';
import { renderAt } from '../../../test/test-utils';

const servicePaths = new Set<string>(serviceKeys.map((key) => routes[key].path));

describe.each([
  ['the services list', <ServicesPage key="page" />],
  ['the home services grid', <ServicesGrid key="grid" />],
])('%s', (_name, ui) => {
  it('shows nine service cards, each with a title link to a service page', () => {
    renderAt(ui, routes.services.path);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(9);
    const targets = cards.map((card) => within(within(card).getByRole('heading', { level: 3 })).getByRole('link').getAttribute('href'));
    targets.forEach((href) => expect(servicePaths.has(href as string)).toBe(true));
    expect(new Set(targets).size).toBe(9);
  });

  it('covers all ten service pages, domain registration and web hosting sharing one card', () => {
    renderAt(ui, routes.services.path);
    const card = screen.getByRole('heading', { name: /domain registration & web hosting/i }).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: /web hosting/i })).toHaveAttribute('href', routes.webHosting.path);
    expect(within(card).getByRole('link', { name: routes.domainRegistration.label })).toHaveAttribute(
      'href',
      routes.domainRegistration.path,
    );
    const linked = new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')));
    serviceKeys.forEach((key) => expect(linked.has(routes[key].path)).toBe(true));
  });

  it('a card link leads to its service page', async () => {
    renderAt(ui, routes.services.path);
    await userEvent.click(screen.getByRole('link', { name: routes.networking.label }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(routes.networking.path);
  });
});

describe('the home services grid', () => {
  it('is a section of its own with the heading "Our services" and a link to the list', () => {
    renderAt(<ServicesGrid />);
    const section = screen.getByRole('region', { name: 'Our services' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /all services/i })).toHaveAttribute('href', routes.services.path);
  });
});

describe('the services list page', () => {
  it('opens with its title and a breadcrumb back home', () => {
    renderAt(<ServicesPage />, routes.services.path);
    expect(screen.getByRole('heading', { level: 1, name: routes.services.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: routes.home.label })).toHaveAttribute('href', routes.home.path);
  });
});
