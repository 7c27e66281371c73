import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes, serviceKeys, type ServiceKey } from '@radix/site-kit';
import ServicePage from '../../../exposes/service-page';
import { loadServiceContent } from '../content/load-service-content';
import { renderAt } from '../../../test/test-utils';

/** Renders a service page and waits, inside act, until its copy (a chunk of its own) has arrived. */
async function renderService(service: ServiceKey) {
  await act(async () => {
    renderAt(<ServicePage service={service} />, routes[service].path);
    await loadServiceContent(service);
  });
  expect(screen.queryByText(/loading this page/i)).not.toBeInTheDocument();
}

describe.each(serviceKeys)('the %s page', (service) => {
  it('opens with its title and a breadcrumb Home > Services > this page', async () => {
    await renderService(service);
    expect(screen.getByRole('heading', { level: 1, name: routes[service].title })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([routes.home.label, routes.services.label, routes[service].label]);
    expect(within(crumbs[0]!).getByRole('link')).toHaveAttribute('href', routes.home.path);
    expect(within(crumbs[1]!).getByRole('link')).toHaveAttribute('href', routes.services.path);
  });

  it('has a side menu of the ten service pages with this one current', async () => {
    await renderService(service);
    const links = within(screen.getByRole('navigation', { name: 'All services' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(serviceKeys.map((key) => routes[key].path));
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(routes[service].label);
  });

  it('has a help box whose Contact Us button leads to the contact page', async () => {
    await renderService(service);
    const help = screen.getByRole('region', { name: /need help/i });
    await userEvent.click(within(help).getByRole('link', { name: routes.contact.label }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(routes.contact.path);
  });

  it('tells a story: intro, features, how we work, why us and a call to action to the contact page', async () => {
    await renderService(service);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThanOrEqual(5);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(6);
    const toContact = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === routes.contact.path);
    expect(toContact.length).toBeGreaterThanOrEqual(2);
  });
});

describe('page specifics', () => {
  it('the mobile apps page covers Android development and the benefits of Flutter', async () => {
    await renderService('mobileApps');
    expect(screen.getByRole('heading', { level: 2, name: /android/i })).toBeInTheDocument();
    const flutter = screen.getByRole('region', { name: /flutter/i });
    expect(within(flutter).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('the domain registration page is text only and links to web hosting', async () => {
    await renderService('domainRegistration');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(document.querySelectorAll('img, svg, [style*="mask"]')).toHaveLength(0);
    const story = document.querySelector<HTMLElement>('.svc-page');
    if (!story) throw new Error('the page has no story below its banner');
    expect(within(story).getAllByRole('link', { name: routes.webHosting.label, current: false }).length).toBeGreaterThanOrEqual(1);
  });

  it('the web hosting page shows the plans and its text speaks of six plans, never five', async () => {
    await renderService('webHosting');
    expect(screen.getByRole('region', { name: /hosting plans/i })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toMatch(/six (hosting )?plans/i);
    expect(text).not.toMatch(/\bfive\b/i);
  });

  it('moving to another service through the side menu shows that page as current', async () => {
    await renderService('seo');
    const menu = screen.getByRole('navigation', { name: 'All services' });
    await userEvent.click(within(menu).getByRole('link', { name: routes.networking.label }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(routes.networking.path);
  });
});
