import { act, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { isArrivingPage, leaveArrivingPage, markArrivingPage } from '@radix/site-kit/islands';
import { loadAsDocument, siteReleaseReplaced } from '../runtime/live-release';
import { navigatingAttribute, navigationCapMs, nextPageReady } from '../runtime/next-page';
import { SiteRouter } from '../runtime/site-router';

jest.mock('../runtime/next-page', () => ({
  ...jest.requireActual<object>('../runtime/next-page'),
  nextPageReady: jest.fn(async () => undefined),
}));
const ready = jest.mocked(nextPageReady);
jest.mock('../runtime/live-release', () => ({
  siteReleaseReplaced: jest.fn(async () => false),
  loadAsDocument: jest.fn(),
}));
const replaced = jest.mocked(siteReleaseReplaced);
const loadedAsDocument = jest.mocked(loadAsDocument);

/** A next page whose parts arrive when the test says. */
function loading(): () => Promise<void> {
  let arrive = () => {};
  ready.mockImplementationOnce(
    () =>
      new Promise<void>((resolve) => {
        arrive = resolve;
      }),
  );
  return async () => act(async () => arrive());
}

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

/** The site's router around a page that shows the path it is given. */
const showRouted = () =>
  render(
    <SiteRouter>
      <Shown />
    </SiteRouter>,
  );

it('shows the page the address leads to, and leaves a move within the page to the browser', async () => {
  window.history.replaceState(null, '', routes.contact.path);
  showRouted();
  expect(screen.getByText(routes.contact.path)).toBeInTheDocument();
  rendered.mockClear();

  browserMovesTo(`${routes.contact.path}#main`);
  expect(rendered).not.toHaveBeenCalled();

  browserMovesTo(routes.about.path);
  expect(await screen.findByText(routes.about.path)).toBeInTheDocument();
});

it('leaves the page that arrived rendered at the first change of page, not at a move within it', async () => {
  window.history.replaceState(null, '', routes.about.path);
  markArrivingPage();
  showRouted();
  browserMovesTo(`${routes.about.path}#main`);
  expect(isArrivingPage()).toBe(true);
  browserMovesTo(routes.contact.path);
  browserMovesTo(routes.about.path);
  await waitFor(() => expect(isArrivingPage()).toBe(false));
  leaveArrivingPage();
});

it('follows a link of the server HTML to another page inside the app, and leaves links React owns, other tabs and modified clicks alone', async () => {
  window.history.replaceState(null, '', routes.about.path);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<a id="static" href="${routes.contact.path}">Contact</a><a id="tab" target="_blank" href="${routes.contact.path}">Contact</a>`,
  );
  showRouted();
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

it('keeps the page shown until the next one is ready, then switches to it once', async () => {
  window.history.replaceState(null, '', routes.contact.path);
  showRouted();
  rendered.mockClear();
  const arrive = loading();
  browserMovesTo(routes.about.path);
  expect(ready).toHaveBeenLastCalledWith(routes.about.path);
  expect(screen.getByText(routes.contact.path)).toBeInTheDocument();
  expect(document.documentElement.hasAttribute(navigatingAttribute)).toBe(true);
  expect(rendered).not.toHaveBeenCalled();
  await arrive();
  expect(screen.getByText(routes.about.path)).toBeInTheDocument();
  expect(document.documentElement.hasAttribute(navigatingAttribute)).toBe(false);
  expect(rendered.mock.calls.every(([pathname]) => pathname === routes.about.path)).toBe(true);
});

it('switches to the page of the latest navigation, not to one it left while that loaded', async () => {
  window.history.replaceState(null, '', routes.contact.path);
  showRouted();
  const about = loading();
  browserMovesTo(routes.about.path);
  const leave = loading();
  browserMovesTo(routes.leave.path);
  await leave();
  expect(screen.getByText(routes.leave.path)).toBeInTheDocument();
  await about();
  expect(screen.getByText(routes.leave.path)).toBeInTheDocument();
  expect(document.documentElement.hasAttribute(navigatingAttribute)).toBe(false);
});

it("loads a clicked page as a document when a deploy replaced the tab's site release; Back and Forward stay in the app", async () => {
  window.history.replaceState(null, '', routes.about.path);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<a id="deployed" href="${routes.contact.path}?from=about">Contact</a>`,
  );
  showRouted();
  rendered.mockClear();
  replaced.mockClear();
  replaced.mockResolvedValueOnce(true);
  act(() => {
    document.getElementById('deployed')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  await waitFor(() => expect(loadedAsDocument).toHaveBeenCalledWith(`${routes.contact.path}?from=about`));
  expect(replaced).toHaveBeenCalledWith(routes.contact.path, navigationCapMs);
  expect(rendered).not.toHaveBeenCalled();

  replaced.mockClear();
  loadedAsDocument.mockClear();
  browserMovesTo(routes.products.path);
  expect(await screen.findByText(routes.products.path)).toBeInTheDocument();
  expect(replaced).not.toHaveBeenCalled();
  expect(loadedAsDocument).not.toHaveBeenCalled();
});
