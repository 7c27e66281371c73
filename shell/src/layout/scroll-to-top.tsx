import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '@radix/site-kit';

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
 * they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return scrollToTop();
  }, [pathname]);
  return null;
}
