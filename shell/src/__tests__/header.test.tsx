import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '@radix/site-kit';
import { Header } from '../layout/header';
import { renderAt } from '@radix/tooling/testing';

describe('Header', () => {
  it('links the logo home and shows the four main links', () => {
    renderAt(<Header />, routes.services.path);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Radix Softech' })).toHaveAttribute('href', '/');
    const names = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['About', '/aboutus'],
      ['Products', '/products'],
      ['Services', '/services'],
      ['Contact Us', '/contactus'],
    ]);
  });

  it('marks the link of the current page, and only it', () => {
    renderAt(<Header />, routes.services.path);
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('starts collapsed, opens with the toggle and collapses again when a link is clicked', async () => {
    const user = userEvent.setup();
    renderAt(<Header />);
    const menu = document.getElementById('main-menu') as HTMLElement;
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');

    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(menu).not.toHaveClass('show');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
