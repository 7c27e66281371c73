import { useCallback, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import BootstrapCarousel, { type CarouselRef } from 'react-bootstrap/Carousel';
import { useHydrated } from '../hooks/use-hydrated';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { StaticPart } from '../islands/static-part';
import { msSinceFirstPaint } from '../paint-timing';
import { useCycle } from './cycle';
import { PauseButton } from './pause-button';

/** One slide; `key` identifies it among its siblings. */
export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/** Settings of a Bootstrap carousel; unset ones take the site's standard values (section 9). */
export interface CarouselSettings {
  /** Milliseconds between slides. Standard: 5000. */
  interval?: number;
  /** Go from the last slide back to the first. Standard: true. */
  wrap?: boolean;
  /** Arrow keys change slide. Standard: true. */
  keyboard?: boolean;
  /** Hovering pauses the cycle. Standard: true. */
  pauseOnHover?: boolean;
  /** Focus inside pauses the cycle. Standard: true. */
  pauseOnFocus?: boolean;
  /** Slide shown first (0-based). Standard: 0. */
  startAt?: number;
  controls?: boolean;
  indicators?: boolean;
}

export const standardCarousel = {
  interval: 5000,
  wrap: true,
  keyboard: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  startAt: 0,
  controls: true,
  indicators: true,
} as const satisfies Required<CarouselSettings>;

export interface CarouselProps extends CarouselSettings {
  label: string;
  slides: readonly CarouselSlide[];
  className?: string;
}

/** The least a carousel waits before its first move once hydrated, however long it was shown before. */
export const shortestFirstMoveMs = 1000;

/**
 * The wait before the first move, when it is not the interval: a carousel hydrated from server
 * markup has been on screen since the page painted, and moves one interval after that, not after
 * its script arrived. The interval takes over at the first move, or as soon as anything pauses it.
 */
function useFirstMove(interval: number): [number | undefined, () => void] {
  const hydrated = useHydrated();
  const [firstMove, setFirstMove] = useState(() => {
    const shown = hydrated ? 0 : msSinceFirstPaint();
    return shown > 0 ? Math.max(shortestFirstMoveMs, interval - shown) : undefined;
  });
  return [firstMove, () => setFirstMove(undefined)];
}

/**
 * The one wrapper around Bootstrap's carousel, with a visible pause control and no motion when reduced.
 * It moves on by itself on its own clock (`useCycle`), one interval from the start of a move to the
 * start of the next; Bootstrap's own interval would restart only once each slide's transition ended.
 * A slide's content is a static part: on the page that arrived rendered only the carousel's own
 * controls hydrate, and each slide stays the server's HTML. The slides' elements are made once, so
 * that the carousel's own updates never reach them.
 */
export function Carousel({ label, slides, className, ...overrides }: CarouselProps) {
  const settings = { ...standardCarousel, ...overrides };
  const items = useMemo(
    () =>
      slides.map((slide) => (
        <BootstrapCarousel.Item key={slide.key}>
          <StaticPart>{slide.content}</StaticPart>
        </BootstrapCarousel.Item>
      )),
    [slides],
  );
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [firstMove, endFirstMove] = useFirstMove(settings.interval);
  const carousel = useRef<CarouselRef>(null);

  const stopped = paused || (settings.pauseOnFocus && focused) || (settings.pauseOnHover && hovered);
  const moveStarted = useCycle({
    every: settings.interval,
    first: firstMove,
    running: !stopped,
    advance: useCallback(() => carousel.current?.next(), []),
  });
  const onFocus = () => {
    setFocused(true);
    if (settings.pauseOnFocus) endFirstMove();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onMouseOver = (event: MouseEvent) => {
    const onSlides = event.target instanceof Element && event.target.closest('.carousel') !== null;
    setHovered(onSlides);
    if (onSlides) endFirstMove();
  };

  return (
    <div
      className={`site-carousel ${className ?? ''}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseOver={settings.pauseOnHover ? onMouseOver : undefined}
      onMouseLeave={settings.pauseOnHover ? () => setHovered(false) : undefined}
      onTouchStart={settings.pauseOnHover ? endFirstMove : undefined}
    >
      <PauseButton
        paused={paused}
        onToggle={() => {
          setUserPaused(!paused);
          endFirstMove();
        }}
        what={label}
      />
      <BootstrapCarousel
        ref={carousel}
        interval={null}
        onSlide={() => {
          endFirstMove();
          moveStarted();
        }}
        wrap={settings.wrap}
        keyboard={settings.keyboard}
        pause={false}
        defaultActiveIndex={settings.startAt}
        controls={settings.controls}
        indicators={settings.indicators}
        slide={!reducedMotion}
      >
        {items}
      </BootstrapCarousel>
    </div>
  );
}
