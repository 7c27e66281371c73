import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, standardCarousel } from '../components/carousel';
import { mockReducedMotion } from '@radix/tooling/testing';

const slides = ['One', 'Two', 'Three'].map((name) => ({ key: name, content: <p>Slide {name}</p> }));

function activeSlide() {
  return document.querySelector('.carousel-item.active')?.textContent;
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
  afterEach(() => jest.useRealTimers());

  it('uses the standard settings of the site: 5 s, wrap, keyboard, pause on hover and focus', () => {
    expect(standardCarousel).toMatchObject({ interval: 5000, wrap: true, keyboard: true, pauseOnHover: true, pauseOnFocus: true });
    render(<Carousel label="Offers" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(activeSlide()).toBe('Slide One');
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toBe('Slide One');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(2000));
    expect(activeSlide()).toBe('Slide Two');
  });

  it('takes overrides: its own interval and a starting slide', () => {
    render(<Carousel label="Legal" slides={slides} interval={7000} startAt={1} />);
    expect(activeSlide()).toBe('Slide Two');
    act(() => jest.advanceTimersByTime(6999));
    expect(activeSlide()).toBe('Slide Two');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(2000));
    expect(activeSlide()).toBe('Slide Three');
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
