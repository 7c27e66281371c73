import { Link } from 'react-router-dom';
import { Carousel } from '@radix/site-kit';
import { highlights, highlightsHeading, type Highlight } from '../content/highlights';

function HighlightView({ highlight }: { highlight: Highlight }) {
  return (
    <div className="home-highlight">
      <p className="home-highlight__figure">
        <span className="home-highlight__number">{highlight.figure}</span>
        <span className="home-highlight__figure-label">{highlight.figureLabel}</span>
      </p>
      <div className="home-highlight__body">
        <p className="home-highlight__title">{highlight.title}</p>
        <p className="home-highlight__text">{highlight.text}</p>
        <Link className="home-highlight__link" to={highlight.link.to}>
          {highlight.link.label}
        </Link>
      </div>
    </div>
  );
}

/** Home banner 2: reasons to choose the company, every 8 s, no keyboard control, not paused by hovering. */
export function HomeHighlights() {
  const slides = highlights.map((highlight) => ({
    key: highlight.key,
    content: <HighlightView highlight={highlight} />,
  }));
  return (
    <section className="home-highlights" aria-labelledby="home-highlights-heading">
      <div className="container">
        <h2 id="home-highlights-heading" className="home-highlights__heading">
          {highlightsHeading}
        </h2>
        <Carousel
          label="Reasons to choose us"
          slides={slides}
          interval={8000}
          wrap
          keyboard={false}
          pauseOnHover={false}
          className="home-highlights__carousel"
        />
      </div>
    </section>
  );
}
