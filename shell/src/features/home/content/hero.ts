import { routes } from '@radix/site-kit';
import type { HeroSlideContent, HomeBanners } from '../../../../content/schemas';
import file from '../../../../content/home-banners.yml';

/** Which drawn illustration a hero slide shows. */
export type HeroArt = HeroSlideContent['art'];

/** One slide of the home hero, its call to action leading to a page's path. */
export type HeroSlide = Omit<HeroSlideContent, 'cta'> & { cta: { label: string; to: string } };

/** The home page's banners (`content/home-banners.yml`, checked by the build), each button at its page's path. */
export const heroSlides: readonly HeroSlide[] = (file as HomeBanners).slides.map(({ cta, ...slide }) => ({
  ...slide,
  cta: { label: cta.label, to: routes[cta.page].path },
}));
