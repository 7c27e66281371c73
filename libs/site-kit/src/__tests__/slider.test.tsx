import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockReducedMotion } from '@radix/tooling/testing';
import { renderToString } from 'react-dom/server';
import { firstPaintCss, Slider, type SliderSettings } from '../components/slider';

const names = ['One', 'Two', 'Three', 'Four', 'Five'];

const settings: SliderSettings = {
  autoplay: true,
  autoplaySpeed: 8000,
  slidesToShow: 3,
  slidesToScroll: 1,
  infinite: true,
  dots: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 724, settings: { slidesToShow: 2, slidesToScroll: 2 } },
    { breakpoint: 480, settings: { slidesToShow: 1 } },
  ],
};

type Listener = () => void;
let windowWidth = 1280;
let listeners: Listener[] = [];

/** A matchMedia that answers `max-width` and `prefers-reduced-motion` queries for a chosen window. */
function mockWindow(width: number, reduceMotion = false) {
  windowWidth = width;
  window.matchMedia = ((query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        if (query.includes('reduced-motion')) return reduceMotion;
        return maxWidth ? windowWidth <= Number(maxWidth[1]) : false;
      },
      media: query,
      addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
      removeEventListener: (_type: string, listener: Listener) => {
        listeners = listeners.filter((entry) => entry !== listener);
      },
    };
  }) as unknown as typeof window.matchMedia;
}

function renderSlider() {
  return render(
    <Slider label="Our products" settings={settings}>
      {names.map((name) => (
        <div key={name}>
          <a href={`#${name}`}>Slide {name}</a>
        </div>
      ))}
    </Slider>,
  );
}

/** The slides react-slick shows (clones excluded), by their text. */
function visibleSlides(): string[] {
  return Array.from(document.querySelectorAll('.slick-slide.slick-active')).map((slide) => slide.textContent ?? '');
}

describe('Slider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    listeners = [];
    mockWindow(1280);
  });
  afterEach(() => {
    jest.useRealTimers();
    mockReducedMotion(false);
  });

  it('is a labelled region whose responsive settings are in force from the first render', () => {
    const counts = [1280, 1000, 700, 470].map((width) => {
      mockWindow(width);
      const { unmount } = renderSlider();
      const count = visibleSlides().length;
      unmount();
      return count;
    });
    expect(counts).toEqual([3, 3, 2, 1]);
    renderSlider();
    expect(screen.getByRole('region', { name: 'Our products' })).toBeInTheDocument();
  });

  it('follows the window when it crosses a breakpoint', () => {
    renderSlider();
    expect(visibleSlides()).toHaveLength(3);
    act(() => {
      windowWidth = 470;
      listeners.forEach((listener) => listener());
    });
    expect(visibleSlides()).toHaveLength(1);
  });

  it('advances on its own after the autoplay delay', () => {
    renderSlider();
    expect(visibleSlides()[0]).toBe('Slide One');
    act(() => jest.advanceTimersByTime(7900));
    expect(visibleSlides()[0]).toBe('Slide One');
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleSlides()[0]).toBe('Slide Two');
  });

  it('stops and resumes with its visible pause control', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSlider();
    await user.click(screen.getByRole('button', { name: 'Pause Our products' }));
    act(() => jest.advanceTimersByTime(30000));
    expect(visibleSlides()[0]).toBe('Slide One');
    await user.click(screen.getByRole('button', { name: 'Play Our products' }));
    act(() => jest.advanceTimersByTime(8100));
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleSlides()[0]).toBe('Slide Two');
  });

  it('stands still when the visitor prefers reduced motion, and can still be played', () => {
    mockWindow(1280, true);
    renderSlider();
    expect(screen.getByRole('button', { name: 'Play Our products' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30000));
    expect(visibleSlides()[0]).toBe('Slide One');
  });

  it('makes off-screen slides and clones inert, and the visible ones reachable', () => {
    renderSlider();
    const slides = Array.from(document.querySelectorAll<HTMLElement>('.slick-slide'));
    const hidden = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(hidden.length).toBeGreaterThan(0);
    hidden.forEach((slide) => expect(slide).toHaveAttribute('inert'));
    slides
      .filter((slide) => slide.classList.contains('slick-active'))
      .forEach((slide) => expect(slide).not.toHaveAttribute('inert'));
  });

  it('labels its dots by the slide they show', () => {
    renderSlider();
    const dots = within(document.querySelector('.slick-dots') as HTMLElement).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(names.map((_, i) => `Show slide ${i + 1} of 5`));
  });
});

describe('the layout before scripts run', () => {
  it('widens and shifts the server-rendered track to the count each breakpoint shows, and hides the slides out of view', () => {
    // Five slides, three in front as clones and five behind: a track of 13 slides, shown 3, 2 or 1 at a time.
    const slides = (from: number, to: number) =>
      `[data-first-paint="s"] .slick-slide:nth-child(n+${from}):nth-child(-n+${to})`;
    expect(firstPaintCss('s', settings, 5).split('\n')).toEqual([
      '[data-first-paint="s"] .slick-slide { visibility: hidden; }',
      `${slides(4, 6)} { visibility: visible; }`,
      `@media (max-width: 724px) { [data-first-paint="s"] .slick-track { width: 650% !important; left: -150% !important; } ${slides(6, 13)} { visibility: hidden; } }`,
      `@media (max-width: 480px) { [data-first-paint="s"] .slick-track { width: 1300% !important; left: -300% !important; } ${slides(5, 13)} { visibility: hidden; } }`,
    ]);
  });

  it('shows more slides where a breakpoint shows more than the base count, and fewer again below it', () => {
    const strip: SliderSettings = {
      slidesToShow: 6,
      infinite: true,
      responsive: [
        { breakpoint: 1000, settings: { slidesToShow: 7 } },
        { breakpoint: 800, settings: { slidesToShow: 5 } },
      ],
    };
    const slides = (from: number, to: number) =>
      `[data-first-paint="s"] .slick-slide:nth-child(n+${from}):nth-child(-n+${to})`;
    const css = firstPaintCss('s', strip, 10).split('\n');
    expect(css[2]).toContain(`${slides(7, 13)} { visibility: visible; }`);
    expect(css[3]).toContain(`${slides(12, 26)} { visibility: hidden; }`);
  });

  it('hides only the clones without breakpoints, and has nothing to do for a slider that shows all its slides', () => {
    expect(firstPaintCss('s', { ...settings, responsive: undefined }, 5).split('\n')).toEqual([
      '[data-first-paint="s"] .slick-slide { visibility: hidden; }',
      '[data-first-paint="s"] .slick-slide:nth-child(n+4):nth-child(-n+6) { visibility: visible; }',
    ]);
    expect(firstPaintCss('s', settings, 3)).toBe('');
  });

  it('is in the server markup and gone once the browser renders', () => {
    const slides = names.map((name) => <div key={name}>{name}</div>);
    const html = renderToString(
      <Slider label="Products" settings={settings}>
        {slides}
      </Slider>,
    );
    expect(html).toMatch(/data-first-paint="[^"]+"/);
    expect(html).toContain('@media (max-width: 480px)');
    mockWindow(375);
    const { container } = render(
      <Slider label="Products" settings={settings}>
        {slides}
      </Slider>,
    );
    expect(container.querySelector('[data-first-paint]')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
  });
});
