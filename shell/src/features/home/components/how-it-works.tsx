import { Section, SectionHeading } from '@radix/site-kit';
import { IconCard } from '../../ui/components/icon-card';
import { howItWorksHeading, howItWorksLead, workSteps } from '../content/steps';

/** Home section 5: the three steps of a project. */
export function HowItWorks() {
  return (
    <Section className="home-steps" labelledBy="home-steps-heading">
      <SectionHeading id="home-steps-heading" eyebrow="Our process" title={howItWorksHeading} lead={howItWorksLead} />
      <ol className="home-steps__list row g-4 list-unstyled mb-0">
        {workSteps.map((step) => (
          <li key={step.key} className="col-12 col-md-4">
            <IconCard
              icon={step.icon}
              title={step.title}
              className="home-step"
              before={<span className="home-step__number" aria-hidden="true" />}
            >
              <p className="mb-0 text-muted-strong">{step.text}</p>
            </IconCard>
          </li>
        ))}
      </ol>
    </Section>
  );
}
