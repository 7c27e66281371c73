import { storySteps } from '../content/about';

/** The behind-the-story steps, as an ordered timeline. */
export function StorySteps() {
  return (
    <ol className="about-story row g-4 list-unstyled mb-0">
      {storySteps.map((step) => (
        <li key={step.key} className="col-12 col-sm-6 col-lg-3">
          <div className="about-story__step site-card">
            <span className="about-story__number" aria-hidden="true" />
            <h3 className="about-story__title">{step.title}</h3>
            <p className="mb-0 text-muted-strong">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
