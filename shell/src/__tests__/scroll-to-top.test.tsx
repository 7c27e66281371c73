import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ScrollToTop, scrollToTop } from '../layout/scroll-to-top';
import { mockReducedMotion } from '@radix/tooling/testing';
import { rememberScroll } from '../runtime/scroll-positions';

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

describe('scroll to top', () => {
  let scrollBy: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    scrollBy = jest.fn((_x: number, y: number) => setScrollY(Math.max(0, window.scrollY + y)));
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
  });

  afterEach(() => jest.useRealTimers());

  it('moves up 20 px every 12 ms until the top, then stops', () => {
    setScrollY(50);
    scrollToTop();
    jest.advanceTimersByTime(11);
    expect(scrollBy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenLastCalledWith(0, -20);
    expect(window.scrollY).toBe(30);
    jest.advanceTimersByTime(24);
    expect(window.scrollY).toBe(0);
    expect(scrollBy).toHaveBeenCalledTimes(3);
    jest.advanceTimersByTime(120);
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('jumps to the top at once when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    setScrollY(400);
    scrollToTop();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    jest.advanceTimersByTime(100);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves a page where the visitor scrolled it when it first arrives, and runs on every route change', () => {
    let navigate: (to: string) => void = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    setScrollY(200);
    render(
      <MemoryRouter>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    jest.advanceTimersByTime(12 * 10);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(200);
    act(() => navigate('/aboutus'));
    jest.advanceTimersByTime(12 * 10);
    expect(window.scrollY).toBe(0);
    expect(scrollBy).toHaveBeenCalledTimes(10);
  });

  it('puts a page reached by Back or Forward where the visitor left it, at once, and a page never left at the top', () => {
    let navigate: (to: string | number) => void = () => undefined;
    let key = '';
    function Navigator() {
      const go = useNavigate();
      navigate = (to) => void (typeof to === 'number' ? go(to) : go(to));
      key = useLocation().key;
      return null;
    }
    const scrollTo = jest.fn((_x: number, y: number) => setScrollY(y));
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    setScrollY(0);
    render(
      <MemoryRouter>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    const home = key;
    act(() => navigate('/aboutus'));
    jest.advanceTimersByTime(12 * 10);
    const about = key;
    rememberScroll(home, 640);
    setScrollY(300);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    jest.advanceTimersByTime(12 * 10);
    expect(window.scrollY).toBe(640);
    expect(scrollBy).not.toHaveBeenCalled();
    expect(about).not.toBe(home);
    act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
