import { Link } from 'react-router-dom';
import { Carousel } from '@radix/site-kit';
import { heroSlides, type HeroSlide } from '../content/hero';
import { HeroArt } from './hero-art';
import '../styles/home.scss';

export const heroTitleId = 'home-hero-title';

/** One offer: the first slide's title is the page's h1, visible at first paint; the others are h2. */
function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const Title = first ? 'h1' : 'h2';
  return (
    <div className="container home-hero__slide">
      <div className="row align-items-center g-4">
        <div className="col-12 col-md-7 col-lg-6">
          <Title id={first ? heroTitleId : undefined} className="home-hero__title">
            {slide.title}
          </Title>
          <p className="home-hero__subtitle">{slide.subtitle}</p>
          <p className="home-hero__description">{slide.description}</p>
          <Link className="btn btn-accent btn-lg" to={slide.cta.to}>
            {slide.cta.label}
          </Link>
        </div>
        <div className="col-md-5 col-lg-6 d-none d-md-block">
          <HeroArt art={slide.art} />
        </div>
      </div>
    </div>
  );
}

/** Home banner 1: the four offers, a slide every 7 s, wrapping. */
export function HomeHero() {
  const slides = heroSlides.map((slide) => ({
    key: slide.key,
    content: <HeroSlideView slide={slide} first={slide === heroSlides[0]} />,
  }));
  return (
    <section className="home-hero" aria-labelledby={heroTitleId}>
      <Carousel label="Our offers" slides={slides} interval={7000} wrap className="home-hero__carousel" />
    </section>
  );
}
