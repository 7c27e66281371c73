import { Section, SectionHeading } from '@radix/site-kit';
import { IconCard } from '../../ui/components/icon-card';
import { features, featuresHeading, featuresLead } from '../content/features';

/** Home section 6: what every product and project has in common. */
export function HomeFeatures() {
  return (
    <Section tone="surface" className="home-features" labelledBy="home-features-heading">
      <SectionHeading id="home-features-heading" eyebrow="Why it works" title={featuresHeading} lead={featuresLead} />
      <ul className="row g-4 list-unstyled mb-0">
        {features.map((feature) => (
          <li key={feature.key} className="col-12 col-sm-6 col-lg-4">
            <IconCard icon={feature.icon} title={feature.title} className="site-card--interactive">
              <p className="mb-0 text-muted-strong">{feature.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
