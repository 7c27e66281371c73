import { SectionHeading } from '@radix/site-kit';
import { aboutIntro, statements, storyHeading, storyLead } from '../content/about';
import { IconCard } from '../../ui/components/icon-card';
import { StorySteps } from './story-steps';

/** Who the company is, beside its vision and mission. */
export function AboutIntro() {
  return (
    <div className="row g-4 g-xl-5 align-items-center">
      <div className="col-12 col-lg-6">
        <SectionHeading
          id="about-intro-heading"
          eyebrow={aboutIntro.eyebrow}
          title={aboutIntro.heading}
          align="start"
        />
        {aboutIntro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="about-intro__text">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="col-12 col-lg-6">
        <ul className="row g-4 list-unstyled mb-0" aria-label="Vision and mission">
          {statements.map((statement) => (
            <li key={statement.key} className="col-12">
              <IconCard icon={statement.icon} title={statement.title} level={2} className="about-statement">
                <p className="mb-0">{statement.text}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** How every project runs, step by step. */
export function AboutStory() {
  return (
    <>
      <SectionHeading id="about-story-heading" eyebrow="How we work" title={storyHeading} lead={storyLead} />
      <StorySteps />
    </>
  );
}
