import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { prefersReducedMotion } from '@radix/site-kit';
import { rememberedScroll } from '../runtime/scroll-positions';

/** How the page scrolls back to the top on a route change: 20 px every 12 ms. */
export const scrollStep = { px: 20, everyMs: 12 } as const;

/** Scrolls back to the top in fixed steps; instantly when the visitor prefers reduced motion. */
export function scrollToTop(): () => void {
  if (prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return () => undefined;
  }
  const timer = window.setInterval(() => {
    if (window.scrollY <= 0) {
      window.clearInterval(timer);
      return;
    }
    window.scrollBy(0, -scrollStep.px);
  }, scrollStep.everyMs);
  return () => window.clearInterval(timer);
}

/**
 * Scrolls to the top when the route changes, not when the page first arrives: the browser places a
 * loaded page itself, and a visitor who scrolled a server-rendered page before it hydrated stays where
 * they are. Back and Forward instead put the page where the visitor left it (`rememberedScroll`), as
 * soon as it is shown, before it paints; a page never left that way starts at the top.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  const placed = useRef(pathname);
  useLayoutEffect(() => {
    if (placed.current === pathname) return;
    placed.current = pathname;
    if (type === NavigationType.Pop) window.scrollTo(0, rememberedScroll(key) ?? 0);
  }, [pathname, key, type]);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return type === NavigationType.Pop ? undefined : scrollToTop();
  }, [pathname, type]);
  return null;
}
