import appPhone from '../assets/app-phone.svg';
import contactEnvelope from '../assets/contact-envelope.svg';
import dataShield from '../assets/data-shield.svg';
import termsDocument from '../assets/terms-document.svg';
import type { GlanceSlide as Slide } from '../content/types';

/** The URL of each drawing a slide may name. */
const illustrations: Readonly<Record<Slide['illustration'], string>> = {
  'app-phone': appPhone,
  'contact-envelope': contactEnvelope,
  'data-shield': dataShield,
  'terms-document': termsDocument,
};

export interface GlanceSlideProps {
  slide: Slide;
}

/** One slide of the "at a glance" carousel: an illustration, a short summary and a link to the section. */
export function GlanceSlide({ slide }: GlanceSlideProps) {
  return (
    <div className="lgl-slide">
      <img
        className="lgl-slide__art"
        src={illustrations[slide.illustration]}
        width="360"
        height="270"
        alt=""
        decoding="async"
      />
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
