import { renderToString } from 'react-dom/server';
import { type SyntheticEvent, useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { leaveArrivingPage, markArrivingPage } from '../arriving-page';
import { Island } from '../island';
import { isHydrated, islandAttribute, islandSelector, pageReadyAttribute, staticPartAttribute } from '../protocol';
import { lazyStaticPart, StaticPart } from '../static-part';
import { markPageReady, reactOwns } from './react-owns';

/** Whether React owns the element, as the site reads it from the marks, checked against React's own record. */
function ownedByReact(element: Element): boolean {
  expect(isHydrated(element)).toBe(reactOwns(element));
  return isHydrated(element);
}

beforeEach(() => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  leaveArrivingPage();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(pageReadyAttribute);
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
  markPageReady();
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

describe('events inside a static part on the page that arrived rendered', () => {
  // React stops the propagation of an event whose target lies in server HTML it is still to hydrate,
  // and replays it only once that HTML hydrates, which a static part's never does.
  const heard = jest.fn();
  const listen = (event: SyntheticEvent) => heard(event.type);
  function Slide({ step }: { step: number }) {
    return (
      // A carousel's element, as Bootstrap's: it handles the events of the slides inside it.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div
        data-step={step}
        onMouseOver={listen}
        onMouseOut={listen}
        onMouseEnter={listen}
        onFocus={listen}
        onBlur={listen}
        onClick={listen}
        onKeyDown={listen}
        onTouchStart={listen}
        onDragEnter={listen}
      >
        <StaticPart>
          <h2>
            <a href="#offer">Web design</a>
          </h2>
        </StaticPart>
      </div>
    );
  }

  async function hydrateSlide(): Promise<{ container: HTMLElement; rerender: (step: number) => void }> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Slide step={1} />);
    document.body.append(container);
    markArrivingPage();
    const { rerender } = render(<Slide step={1} />, { container, hydrate: true });
    await act(async () => undefined);
    markPageReady();
    return { container, rerender: (step) => rerender(<Slide step={step} />) };
  }

  it('reach the handlers around it, as continuous and as discrete events', async () => {
    heard.mockClear();
    const { container } = await hydrateSlide();
    const link = screen.getByRole('link', { name: 'Web design' });
    expect(ownedByReact(link)).toBe(false);
    const outside = document.createElement('p');
    document.body.append(outside);
    fireEvent.mouseOver(link, { relatedTarget: outside });
    fireEvent.mouseOut(link, { relatedTarget: outside });
    fireEvent.focusIn(link);
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    fireEvent.touchStart(link);
    fireEvent.dragEnter(link);
    expect(heard.mock.calls.map(([type]) => type)).toEqual([
      'mouseover',
      'mouseenter',
      'mouseout',
      'focus',
      'click',
      'keydown',
      'touchstart',
      'dragenter',
    ]);
    expect(container.querySelector('h2')).toBe(link.parentElement);
  });

  it('leave its server HTML in place when what is around it updates', async () => {
    const { container, rerender } = await hydrateSlide();
    const heading = screen.getByRole('heading', { name: 'Web design' });
    rerender(2);
    await act(async () => undefined);
    expect(container.querySelector('[data-step="2"] h2')).toBe(heading);
    expect(ownedByReact(heading)).toBe(false);
  });
});

it('renders islands and static parts at once in the browser, after a navigation', () => {
  mounted.mockClear();
  render(page);
  markPageReady();
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
  markPageReady();
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

describe('the marks agree with React on every element', () => {
  const tree = (
    <main>
      <h1>Leave management</h1>
      <StaticPart>
        <p>
          Apply for leave <a href="/timesheet">and track time</a>
        </p>
      </StaticPart>
      <Island hydrate="used">
        <form aria-label="Subscribe">
          <StaticPart>
            <label htmlFor="email">E-mail</label>
          </StaticPart>
          <input id="email" />
        </form>
      </Island>
      <Island hydrate="page">
        <StaticPart>
          <h2>Clients</h2>
        </StaticPart>
        <button type="button">Next</button>
      </Island>
    </main>
  );

  /** Every element React could own: all but the islands' own elements, which the protocol counts as their content. */
  function everyElement(container: HTMLElement): Element[] {
    return [...container.querySelectorAll(`*:not(${islandSelector()})`)];
  }

  function expectAgreement(container: HTMLElement): void {
    const disagreements = everyElement(container)
      .filter((element) => isHydrated(element) !== reactOwns(element))
      .map((element) => `${element.tagName.toLowerCase()}: marks say ${isHydrated(element)}`);
    expect(disagreements).toEqual([]);
  }

  async function hydrateTree(arriving: boolean): Promise<HTMLElement> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    if (arriving) markArrivingPage();
    render(tree, { container, hydrate: true });
    await act(async () => undefined);
    markPageReady();
    return container;
  }

  it('on the page that arrived rendered: waiting islands and kept static parts are not hydrated, the rest is', async () => {
    const container = await hydrateTree(true);
    expectAgreement(container);
    expect(isHydrated(screen.getByRole('heading', { name: 'Leave management' }))).toBe(true);
    expect(isHydrated(screen.getByRole('link', { name: 'and track time' }))).toBe(false);
    expect(isHydrated(screen.getByRole('heading', { name: 'Clients' }))).toBe(false);
    expect(isHydrated(screen.getByRole('textbox'))).toBe(false);
  });

  it('when the browser renders a server-marked part after all (the page changed before it hydrated)', async () => {
    expectAgreement(await hydrateTree(false));
  });

  it('after a navigation, where React renders everything', () => {
    const { container } = render(tree);
    markPageReady();
    expectAgreement(container);
    expect(container.querySelector(`[${staticPartAttribute}]`)).toBeNull();
  });

  it('before the page is ready, nothing is', async () => {
    const container = await hydrateTree(true);
    document.documentElement.removeAttribute(pageReadyAttribute);
    expect(everyElement(container).filter(isHydrated)).toEqual([]);
  });
});
