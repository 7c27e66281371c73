import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { leaveArrivingPage, markArrivingPage } from '../arriving-page';
import { Island } from '../island';
import { islandAttribute, islandSelector, ownedByReact } from '../protocol';
import { lazyStaticPart, StaticPart } from '../static-part';

beforeEach(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  leaveArrivingPage();
  document.body.replaceChildren();
});

const mounted = jest.fn();

function Strip() {
  useEffect(() => mounted(), []);
  return <section aria-label="Client logos">Logos</section>;
}

const page = (
  <>
    <StaticPart>
      <h2>About us</h2>
    </StaticPart>
    <Island hydrate="visible">
      <Strip />
    </Island>
  </>
);

/** The page as the server sent it, hydrated as the shell hydrates the page that arrived rendered. */
async function hydrateServerPage(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  markArrivingPage();
  render(page, { container, hydrate: true });
  await act(async () => undefined);
  return container;
}

// That an island hydrates once woken is checked in the browser (e2e/islands.spec.ts): jsdom's act() does not run React's retry of a dehydrated boundary.
it("keeps a waiting island's server HTML and does none of its work until it is woken", async () => {
  mounted.mockClear();
  const container = await hydrateServerPage();
  expect(mounted).not.toHaveBeenCalled();
  expect(container.querySelector(islandSelector())).toHaveAttribute(islandAttribute, 'waiting');
  expect(ownedByReact(screen.getByRole('region', { name: 'Client logos' }))).toBe(false);
});

it('leaves a static part as the server HTML: React does not own it', async () => {
  await hydrateServerPage();
  expect(ownedByReact(screen.getByRole('heading', { name: 'About us' }))).toBe(false);
});

it('renders islands and static parts at once in the browser, after a navigation', () => {
  mounted.mockClear();
  render(page);
  expect(mounted).toHaveBeenCalledTimes(1);
  expect(document.querySelector(islandSelector())).toHaveAttribute(islandAttribute, 'hydrated');
  expect(ownedByReact(screen.getByRole('heading', { name: 'About us' }))).toBe(true);
});

it('hydrates an island that waits for nothing with the page', async () => {
  const container = document.createElement('div');
  const ui = (
    <Island hydrate="page">
      <button type="button">Next</button>
    </Island>
  );
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  markArrivingPage();
  render(ui, { container, hydrate: true });
  await act(async () => undefined);
  expect(ownedByReact(screen.getByRole('button', { name: 'Next' }))).toBe(true);
});

describe('lazyStaticPart', () => {
  const Address = () => <address>Vadodara, Gujarat</address>;

  it('never fetches its code on the page that arrived rendered, and keeps the server HTML', async () => {
    const load = jest.fn(async () => Address);
    const Part = lazyStaticPart(load);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StaticPart>
        <Address />
      </StaticPart>,
    );
    document.body.append(container);
    markArrivingPage();
    render(<Part />, { container, hydrate: true });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Vadodara, Gujarat')).toBeInTheDocument();
  });

  it('fetches its code and renders it in the browser, after a navigation', async () => {
    const load = jest.fn(async () => Address);
    const Part = lazyStaticPart(load);
    render(<Part />);
    expect(await screen.findByText('Vadodara, Gujarat')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
