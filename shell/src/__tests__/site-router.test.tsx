import { act, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { isArrivingPage, leaveArrivingPage, markArrivingPage } from '@radix/site-kit/islands';
import { SiteRouter } from '../runtime/site-router';

const rendered = jest.fn();

function Shown() {
  const { pathname } = useLocation();
  rendered(pathname);
  return <p>{pathname}</p>;
}

/** What the browser does on a move through its history, as when a link to a fragment is followed. */
function browserMovesTo(url: string) {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the page the address leads to, and leaves a move within the page to the browser', async () => {
  window.history.replaceState(null, '', routes.contact.path);
  render(
    <SiteRouter>
      <Shown />
    </SiteRouter>,
  );
  expect(screen.getByText(routes.contact.path)).toBeInTheDocument();
  rendered.mockClear();

  browserMovesTo(`${routes.contact.path}#main`);
  expect(rendered).not.toHaveBeenCalled();

  browserMovesTo(routes.about.path);
  expect(await screen.findByText(routes.about.path)).toBeInTheDocument();
});

it('leaves the page that arrived rendered at the first change of page, not at a move within it', () => {
  window.history.replaceState(null, '', routes.about.path);
  markArrivingPage();
  render(
    <SiteRouter>
      <Shown />
    </SiteRouter>,
  );
  browserMovesTo(`${routes.about.path}#main`);
  expect(isArrivingPage()).toBe(true);
  browserMovesTo(routes.contact.path);
  browserMovesTo(routes.about.path);
  expect(isArrivingPage()).toBe(false);
  leaveArrivingPage();
});

it('follows a link of the server HTML to another page inside the app, and leaves links React owns, other tabs and modified clicks alone', async () => {
  window.history.replaceState(null, '', routes.about.path);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<a id="static" href="${routes.contact.path}">Contact</a><a id="tab" target="_blank" href="${routes.contact.path}">Contact</a>`,
  );
  render(
    <SiteRouter>
      <Shown />
    </SiteRouter>,
  );
  const click = (id: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    act(() => {
      document.getElementById(id)?.dispatchEvent(event);
    });
    return event;
  };
  expect(click('tab').defaultPrevented).toBe(false);
  expect(click('static', { ctrlKey: true }).defaultPrevented).toBe(false);
  expect(click('static').defaultPrevented).toBe(true);
  expect(await screen.findByText(routes.contact.path)).toBeInTheDocument();
});
