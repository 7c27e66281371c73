import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { HydrateWhenSeen } from '../components/hydrate-when-seen';
import { hydrationDone, startHydrating } from '../runtime/hydration';
import { partAttribute, partReadyAttribute } from '@radix/site-kit/held-input';

beforeEach(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  hydrationDone();
  document.body.replaceChildren();
});

const mounted = jest.fn();

function Strip() {
  useEffect(() => mounted(), []);
  return <section aria-label="Client logos">Logos</section>;
}

const page = (
  <HydrateWhenSeen>
    <Strip />
  </HydrateWhenSeen>
);

// That it hydrates once seen is checked in the browser (e2e/home.spec.ts): jsdom's act() does not run React's retry of a dehydrated boundary.
it("keeps the server's markup and does none of the content's work until the visitor comes near it", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const server = screen.getByRole('region', { name: 'Client logos' });
  startHydrating();
  render(page, { container, hydrate: true });
  await act(async () => undefined);
  expect(mounted).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Client logos' })).toBe(server);
  expect(container.querySelector(`[${partAttribute}]`)).not.toHaveAttribute(partReadyAttribute);
});

it('renders at once after a navigation, when nothing is hydrating', () => {
  mounted.mockClear();
  render(page);
  expect(screen.getByRole('region', { name: 'Client logos' })).toBeInTheDocument();
  expect(mounted).toHaveBeenCalledTimes(1);
  expect(document.querySelector(`[${partAttribute}]`)).toHaveAttribute(partReadyAttribute);
});
