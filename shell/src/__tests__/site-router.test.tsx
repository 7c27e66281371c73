import { act, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { hydrationDone, isHydrating, startHydrating } from '../runtime/hydration';
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

it('ends the hydration of the page that arrived rendered at the first change of page, not at a move within it', () => {
  window.history.replaceState(null, '', routes.about.path);
  startHydrating();
  render(
    <SiteRouter>
      <Shown />
    </SiteRouter>,
  );
  browserMovesTo(`${routes.about.path}#main`);
  expect(isHydrating()).toBe(true);
  browserMovesTo(routes.contact.path);
  browserMovesTo(routes.about.path);
  expect(isHydrating()).toBe(false);
  hydrationDone();
});
