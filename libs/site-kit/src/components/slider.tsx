import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import SlickSlider, { type ResponsiveObject, type Settings } from 'react-slick';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { PauseButton } from './pause-button';

/** The react-slick settings the site uses; everything else keeps react-slick's defaults. */
export type SliderSettings = Pick<
  Settings,
  'autoplay' | 'autoplaySpeed' | 'slidesToShow' | 'slidesToScroll' | 'infinite' | 'dots' | 'arrows' | 'speed'
> & {
  responsive?: { breakpoint: number; settings: Pick<Settings, 'slidesToShow' | 'slidesToScroll' | 'dots' | 'infinite'> }[];
};

export interface SliderProps {
  /** Accessible name of the slider region, also used for the pause button. */
  label: string;
  settings: SliderSettings;
  className?: string;
  children: ReactNode;
}

/** Hidden clones and off-screen slides must not take focus or be read out. */
function syncInert(root: HTMLElement | null) {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    slide.inert = slide.getAttribute('aria-hidden') === 'true';
  });
}

/** The one wrapper around react-slick: a labelled region with a pause control, still under reduced motion. */
export function Slider({ label, settings, className, children }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const slider = useRef<SlickSlider>(null);
  const root = useRef<HTMLDivElement>(null);
  const autoplay = Boolean(settings.autoplay) && !paused;

  useEffect(() => {
    if (autoplay) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [autoplay]);

  const sync = useCallback(() => syncInert(root.current), []);
  useEffect(sync);

  const responsive: ResponsiveObject[] | undefined = settings.responsive;
  return (
    <div ref={root} className={`site-slider ${className ?? ''}`.trim()} role="region" aria-roledescription="carousel" aria-label={label}>
      {settings.autoplay && <PauseButton paused={paused} onToggle={() => setUserPaused(!paused)} what={label} />}
      <SlickSlider
        ref={slider}
        {...settings}
        responsive={responsive}
        autoplay={autoplay}
        pauseOnHover
        pauseOnFocus
        accessibility
        speed={reducedMotion ? 0 : (settings.speed ?? 500)}
        onInit={sync}
        onReInit={sync}
        afterChange={sync}
      >
        {children}
      </SlickSlider>
    </div>
  );
}
