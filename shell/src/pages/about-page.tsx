import { Section, SectionHeading } from '@radix/site-kit';
import { SkillBars } from '../features/about/components/skill-bars';
import { StorySteps } from '../features/about/components/story-steps';
import {
  aboutIntro,
  skillsHeading,
  skillsLead,
  statements,
  storyHeading,
  storyLead,
} from '../features/about/content/about';
import { IconCard } from '../features/ui/components/icon-card';
import '../features/about/styles/about.scss';
import { SimplePage } from './simple-page';

export function AboutPage() {
  return (
    <SimplePage route="about">
      <Section labelledBy="about-intro-heading">
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
      </Section>
      <Section tone="surface" labelledBy="about-story-heading">
        <SectionHeading id="about-story-heading" eyebrow="How we work" title={storyHeading} lead={storyLead} />
        <StorySteps />
      </Section>
      <Section labelledBy="about-skills-heading">
        <div className="row g-4 g-xl-5">
          <div className="col-12 col-lg-5">
            <SectionHeading
              id="about-skills-heading"
              eyebrow="What we do best"
              title={skillsHeading}
              lead={skillsLead}
              align="start"
            />
          </div>
          <div className="col-12 col-lg-7">
            <SkillBars />
          </div>
        </div>
      </Section>
    </SimplePage>
  );
}
