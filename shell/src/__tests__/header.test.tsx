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

  it('makes the menu a popover its toggle opens without script, and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    // jsdom has no popovers: the browser's part (opening, the expanded state) is checked in e2e/foundation.spec.ts.
    const hidePopover = jest.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    renderAt(<Header />);
    const menu = document.getElementById('main-menu') as HTMLElement;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('popovertarget', 'main-menu');
    await user.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(hidePopover.mock.contexts[0]).toBe(menu);
  });
});
