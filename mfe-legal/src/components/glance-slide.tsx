import type { GlanceSlide as Slide } from '../content/types';

export interface GlanceSlideProps {
  slide: Slide;
}

/** One slide of the "at a glance" carousel: an illustration, a short summary and a link to the section. */
export function GlanceSlide({ slide }: GlanceSlideProps) {
  return (
    <div className="lgl-slide">
      <img className="lgl-slide__art" src={slide.illustration} width="360" height="270" alt="" decoding="async" />
      <div className="lgl-slide__body">
        <p className="lgl-slide__title">{slide.title}</p>
        <p className="lgl-slide__text">{slide.text}</p>
        <a className="lgl-slide__link" href={`#${slide.section.id}`}>
          Read “{slide.section.label}”
        </a>
      </div>
    </div>
  );
}
