import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import { useHydrated } from '../hooks/use-hydrated';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useCycle } from './cycle';
import { PauseButton } from './pause-button';

/** Settings that may change at a breakpoint. */
type BreakpointSettings = Pick<Settings, 'slidesToShow' | 'slidesToScroll' | 'dots' | 'infinite'>;

/** The react-slick settings the site uses; everything else keeps react-slick's defaults. */
export type SliderSettings = Pick<
  Settings,
  'autoplay' | 'autoplaySpeed' | 'slidesToShow' | 'slidesToScroll' | 'infinite' | 'dots' | 'arrows' | 'speed'
> & {
  /** As in react-slick: a breakpoint's settings apply while the window is at most that wide. */
  responsive?: { breakpoint: number; settings: BreakpointSettings }[];
};

export interface SliderProps {
  /** Accessible name of the slider region, also used for the pause button. */
  label: string;
  settings: SliderSettings;
  className?: string;
  children: ReactNode;
}

/** Whether an event's target is in the slides or their dots, where react-slick pauses: not the pause control. */
const inSlides = (target: EventTarget) => target instanceof Element && target.closest('.slick-slider') !== null;

/** react-slick's own autoplay delay, where the settings name none. */
const defaultAutoplaySpeed = 3000;

const widthQuery = (breakpoint: number) => `(max-width: ${breakpoint}px)`;

function parseBreakpoints(list: string): number[] {
  return list ? list.split(',').map(Number) : [];
}

/** The breakpoint in force now: the smallest one the window width does not exceed, or null above all. */
function currentBreakpoint(list: string): number | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  return parseBreakpoints(list).find((breakpoint) => window.matchMedia(widthQuery(breakpoint)).matches) ?? null;
}

/**
 * Which responsive breakpoint applies, read synchronously on the first render and followed on
 * resize. react-slick only applies `responsive` after mounting (and 0.31 only after a resize),
 * so the wrapper resolves it itself and hands react-slick flat settings.
 */
function useBreakpoint(breakpoints: readonly number[]): number | null {
  const list = [...breakpoints].sort((a, b) => a - b).join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const queries = parseBreakpoints(list).map((breakpoint) => window.matchMedia(widthQuery(breakpoint)));
      queries.forEach((query) => query.addEventListener('change', onChange));
      return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => currentBreakpoint(list),
    () => null,
  );
}

/**
 * CSS that lays out a server-rendered slider for the window's width before any script runs. The
 * server renders the base settings (it cannot know the width); react-slick draws its track with
 * clones of the base count in front, so a breakpoint that shows `n` slides only needs the track
 * widened and shifted to `n` per view. The slides out of view are hidden, so that neither the
 * keyboard nor a screen reader reaches them (react-slick's own `aria-hidden` follows the base
 * count). Follows react-slick's rules: an infinite slider has `slidesToShow` clones in front and
 * one of every slide behind; a slider with no more slides than it shows has none.
 */
export function firstPaintCss(scope: string, settings: SliderSettings, slideCount: number): string {
  const base = settings.slidesToShow ?? 1;
  if (slideCount <= base) return '';
  const infinite = settings.infinite ?? true;
  const before = infinite ? base : 0;
  const total = slideCount + before + (infinite ? slideCount : 0);
  const root = `[data-first-paint="${scope}"]`;
  const percent = (value: number) => `${Number(value.toFixed(4))}%`;
  const slides = (from: number, to: number) => `${root} .slick-slide:nth-child(n+${from}):nth-child(-n+${to})`;
  const shownOnly = (shown: number) =>
    shown > base
      ? `${slides(before + 1, before + shown)} { visibility: visible; }`
      : `${slides(before + shown + 1, total)} { visibility: hidden; }`;
  const breakpoints = [...(settings.responsive ?? [])]
    .sort((a, b) => b.breakpoint - a.breakpoint)
    .flatMap(({ breakpoint, settings: at }) => {
      const shown = Math.min(at.slidesToShow ?? base, slideCount);
      if (shown === base) return [];
      const track = `${root} .slick-track { width: ${percent((total / shown) * 100)} !important; left: ${percent((-before / shown) * 100)} !important; }`;
      return [`@media (max-width: ${breakpoint}px) { ${track} ${shownOnly(shown)} }`];
    });
  return [
    `${root} .slick-slide { visibility: hidden; }`,
    `${slides(before + 1, before + base)} { visibility: visible; }`,
    ...breakpoints,
  ].join('\n');
}

/** Hidden clones and off-screen slides must not take focus or be read out. */
function syncInert(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    if (slide.hasAttribute('inert') !== hidden) slide.toggleAttribute('inert', hidden);
  });
}

/** Keeps `inert` in step with react-slick's `aria-hidden`, whenever and however the slides change. */
function useInertHiddenSlides(root: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const node = root.current;
    if (!node) return undefined;
    syncInert(node);
    const observer = new MutationObserver(() => syncInert(node));
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [root]);
}

/**
 * The one wrapper around react-slick: a labelled region with a visible pause control, responsive
 * settings in force from the first render, no motion under reduced motion, and hidden slides inert.
 * It moves on by itself on its own clock (`useCycle`), `autoplaySpeed` from the start of a move to
 * the start of the next, and stands still while the pointer rests on it or focus is inside it:
 * react-slick's own autoplay adds 50 ms to every delay and restarts it once each move has ended.
 */
export function Slider({ label, settings, className, children }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const slider = useRef<SlickSlider>(null);
  const root = useRef<HTMLDivElement>(null);
  const autoplay = Boolean(settings.autoplay) && !paused;

  const { responsive, ...base } = settings;
  const breakpoint = useBreakpoint(responsive?.map((entry) => entry.breakpoint) ?? []);
  const active = { ...base, ...responsive?.find((entry) => entry.breakpoint === breakpoint)?.settings };
  const slideCount = Children.count(children);
  const perDot = active.slidesToScroll ?? 1;

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moveStarted = useCycle({
    every: settings.autoplaySpeed ?? defaultAutoplaySpeed,
    running: autoplay && !hovered && !focused,
    advance: useCallback(() => slider.current?.slickNext(), []),
  });

  useInertHiddenSlides(root);
  const hydrated = useHydrated();
  const scope = useId();
  const layout = hydrated ? '' : firstPaintCss(scope, settings, slideCount);

  return (
    <div
      ref={root}
      className={`site-slider ${className ?? ''}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-first-paint={layout ? scope : undefined}
      onMouseOver={(event) => setHovered(inSlides(event.target))}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(inSlides(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {layout && <style>{layout}</style>}
      {settings.autoplay && <PauseButton paused={paused} onToggle={() => setUserPaused(!paused)} what={label} />}
      <SlickSlider
        ref={slider}
        {...active}
        autoplay={false}
        beforeChange={moveStarted}
        accessibility
        speed={reducedMotion ? 0 : (active.speed ?? 500)}
        customPaging={(index) => (
          <button type="button" aria-label={`Show slide ${Math.min(index * perDot + 1, slideCount)} of ${slideCount}`}>
            {index + 1}
          </button>
        )}
      >
        {children}
      </SlickSlider>
    </div>
  );
}
