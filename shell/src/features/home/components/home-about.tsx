import { Link } from 'react-router-dom';
import { Carousel, Section, SectionHeading, StaticPart } from '@radix/site-kit';
import { FormSlot } from '../../../components/form-slot';
import { Icon } from '../../ui/components/icon';
import { checkGlyph } from '../../ui/glyphs/check';
import { homeAbout } from '../content/about';

/** Who we are: text and a link that stay the server's HTML. */
function AboutText() {
  return (
    <>
      <SectionHeading id="home-about-heading" eyebrow={homeAbout.eyebrow} title={homeAbout.heading} align="start" />
      {homeAbout.paragraphs.map((paragraph) => (
        <p key={paragraph} className="home-about__text">
          {paragraph}
        </p>
      ))}
      <ul className="home-about__points list-unstyled">
        {homeAbout.points.map((point) => (
          <li key={point}>
            <Icon glyph={checkGlyph} size={18} className="home-about__check" />
            {point}
          </li>
        ))}
      </ul>
      <Link className="btn btn-outline-primary" to={homeAbout.more.to}>
        {homeAbout.more.label}
      </Link>
    </>
  );
}

/** Home section 4: who we are (text that stays the server's HTML), our values every 7 s, and the newsletter subscription. */
export function HomeAbout() {
  const values = homeAbout.values.map((value) => ({
    key: value.key,
    content: (
      <div className="home-value">
        <p className="home-value__title">{value.title}</p>
        <p className="home-value__text">{value.text}</p>
      </div>
    ),
  }));
  return (
    <Section tone="surface" className="home-about" labelledBy="home-about-heading">
      <div className="row g-4 g-xl-5 align-items-start">
        <div className="col-12 col-lg-6">
          <StaticPart>
            <AboutText />
          </StaticPart>
        </div>
        <div className="col-12 col-lg-6">
          <Carousel label="Our values" slides={values} interval={7000} className="home-about__values" />
          <div className="home-subscribe site-card">
            <h3 className="home-subscribe__title">{homeAbout.subscribe.heading}</h3>
            <p className="text-muted-strong">{homeAbout.subscribe.text}</p>
            <FormSlot id="forms/SubscribeForm" name="the subscribe form" minHeight={120} />
          </div>
        </div>
      </div>
    </Section>
  );
}
