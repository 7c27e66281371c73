import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, shortestFirstMoveMs, standardCarousel, type CarouselProps } from '../components/carousel';
import { leaveArrivingPage, markArrivingPage } from '../islands/arriving-page';
import { isHydrated } from '../islands/protocol';
import { markPageReady, reactOwns } from '../islands/__tests__/react-owns';
import { msSinceFirstPaint } from '../paint-timing';
import { mockReducedMotion } from '@radix/tooling/testing';

jest.mock('../paint-timing', () => ({ msSinceFirstPaint: jest.fn(() => 0) }));
const shownFor = jest.mocked(msSinceFirstPaint);

const slides = ['One', 'Two', 'Three'].map((name) => ({ key: name, content: <p>Slide {name}</p> }));

function activeSlide() {
  return document.querySelector('.carousel-item.active')?.textContent;
}

/** The carousel shows `from` until `ms` have passed, then moves to `to` (its slide transition included). */
function expectMove(ms: number, from: string, to: string) {
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(activeSlide()).toBe(from);
  act(() => jest.advanceTimersByTime(1));
  act(() => jest.advanceTimersByTime(2000));
  expect(activeSlide()).toBe(to);
}

/** Hydrates the carousel's server markup, as on a page that arrived rendered. */
function hydrate(carousel: React.ReactElement<CarouselProps>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(carousel);
  document.body.append(container);
  render(carousel, { container, hydrate: true });
}

describe('Carousel', () => {
  beforeAll(() => {
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    shownFor.mockReturnValue(0);
  });

  it('uses the standard settings of the site: 5 s, wrap, keyboard, pause on hover and focus', () => {
    expect(standardCarousel).toMatchObject({
      interval: 5000,
      wrap: true,
      keyboard: true,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
    render(<Carousel label="Offers" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(activeSlide()).toBe('Slide One');
    expectMove(5000, 'Slide One', 'Slide Two');
  });

  it('takes overrides: its own interval and a starting slide', () => {
    // Rendered in the browser (after a navigation), it waits the whole interval, however long the page has shown.
    shownFor.mockReturnValue(3000);
    render(<Carousel label="Legal" slides={slides} interval={7000} startAt={1} />);
    expect(activeSlide()).toBe('Slide Two');
    expectMove(7000, 'Slide Two', 'Slide Three');
  });

  describe('hydrated from the server markup of a page shown for 3 s', () => {
    beforeEach(() => shownFor.mockReturnValue(3000));
    afterEach(() => document.body.replaceChildren());
    const legal = <Carousel label="Legal" slides={slides} interval={7000} startAt={1} />;

    it('moves one interval after the page painted, then every interval', () => {
      hydrate(legal);
      expect(activeSlide()).toBe('Slide Two');
      expectMove(4000, 'Slide Two', 'Slide Three');
      act(() => jest.advanceTimersByTime(4000));
      expect(activeSlide()).toBe('Slide Three');
      act(() => jest.advanceTimersByTime(3000));
      act(() => jest.advanceTimersByTime(2000));
      expect(activeSlide()).toBe('Slide One');
    });

    it(`moves ${shortestFirstMoveMs} ms after hydrating when the page was shown longer than the interval`, () => {
      shownFor.mockReturnValue(9000);
      hydrate(legal);
      expectMove(shortestFirstMoveMs, 'Slide Two', 'Slide Three');
    });

    it('waits a whole interval again once paused and played', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      hydrate(legal);
      await user.click(screen.getByRole('button', { name: 'Pause Legal' }));
      await user.click(screen.getByRole('button', { name: 'Play Legal' }));
      act(() => (document.activeElement as HTMLElement).blur());
      expectMove(7000, 'Slide Two', 'Slide Three');
    });
  });

  // That it still moves them there is checked in the browser (e2e/home.spec.ts): jsdom's act() does not run React's retry of a dehydrated boundary.
  it("keeps its slides as the server's HTML on the page that arrived rendered, and hydrates its controls", async () => {
    const carousel = <Carousel label="Offers" slides={slides} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    markArrivingPage();
    try {
      render(carousel, { container, hydrate: true });
      await act(async () => undefined);
      markPageReady();
      const slideText = screen.getByText('Slide One');
      const pause = screen.getByRole('button', { name: /pause/i });
      expect([isHydrated(slideText), reactOwns(slideText)]).toEqual([false, false]);
      expect([isHydrated(pause), reactOwns(pause)]).toEqual([true, true]);
    } finally {
      document.documentElement.removeAttribute('data-ready');
      leaveArrivingPage();
      document.body.replaceChildren();
    }
  });

  it('stops and resumes with its visible pause control', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Carousel label="Offers" slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Pause Offers' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toBe('Slide One');
    await user.click(screen.getByRole('button', { name: 'Play Offers' }));
    expect(screen.getByRole('button', { name: 'Pause Offers' })).toBeInTheDocument();
  });

  it('pauses while focus is inside it', () => {
    render(<Carousel label="Offers" slides={slides} />);
    act(() => screen.getByRole('button', { name: 'Pause Offers' }).focus());
    act(() => jest.advanceTimersByTime(12000));
    expect(activeSlide()).toBe('Slide One');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Offers" slides={slides} />);
    expect(screen.getByRole('button', { name: 'Play Offers' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toBe('Slide One');
  });
});
