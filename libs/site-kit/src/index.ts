export * from './company';
export * from './routes';
export * from './contracts';
export * from './runtime-config';
export { contentLoader } from './lazy-content';
export { useReducedMotion, prefersReducedMotion } from './hooks/use-reduced-motion';
export { useHydrated } from './hooks/use-hydrated';
export * from './islands';
export { PageBanner, breadcrumb, type Crumb, type PageBannerProps } from './components/page-banner';
export { ContactList, type ContactListProps } from './components/contact-list';
export { Section, type SectionProps } from './components/section';
export { SectionHeading, type SectionHeadingProps } from './components/section-heading';
export { PauseButton } from './components/pause-button';
export { Slider, type SliderProps, type SliderSettings } from './components/slider';
export {
  Carousel,
  standardCarousel,
  type CarouselProps,
  type CarouselSettings,
  type CarouselSlide,
} from './components/carousel';
export { StandaloneApp, type StandalonePage } from './components/standalone-app';
