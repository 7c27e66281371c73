import { Section, SectionHeading } from '@radix/site-kit';
import { servicesOverview } from '../content/services-overview';

/** The four steps every engagement follows, as a numbered list of cards. */
export function HowWeWork() {
  const { approach } = servicesOverview;
  return (
    <Section tone="surface" labelledBy="svc-approach-title">
      <SectionHeading id="svc-approach-title" title={approach.heading} lead={approach.lead} />
      <ol className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-4 list-unstyled mb-0 svc-approach">
        {approach.steps.map((step) => (
          <li className="col" key={step.title}>
            <div className="site-card svc-approach__step">
              <h3 className="svc-approach__title">{step.title}</h3>
              <p className="mb-0">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
