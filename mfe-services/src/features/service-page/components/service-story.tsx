import { Link } from 'react-router-dom';
import { routes } from '@radix/site-kit';
import { ContactButton } from '../../../components/contact-button';
import { HostingPlans } from '../../web-hosting/components/hosting-plans';
import type { ServiceContent } from '../../../../content/schemas';
import { FeatureGrid } from './feature-grid';
import { ProcessSteps } from './process-steps';

/** A service page's copy as a story: problem, what we do, highlight, plans, process, why us, call to action. */
export function ServiceStory({ content }: { content: ServiceContent }) {
  const { intro, related, benefits, cta } = content;
  return (
    <div className="svc-story">
      <section className="svc-story__block" aria-labelledby="svc-intro-title">
        <p className="svc-eyebrow">{content.eyebrow}</p>
        <h2 id="svc-intro-title">{intro.heading}</h2>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {related && (
          <p className="svc-related">
            {related.text} <Link to={routes[related.service].path}>{routes[related.service].label}</Link>
          </p>
        )}
      </section>
      <FeatureGrid id="svc-features-title" section={content.features} />
      {content.highlight && <FeatureGrid id="svc-highlight-title" section={content.highlight} tone="surface" />}
      {content.plans && <HostingPlans content={content.plans} />}
      <ProcessSteps process={content.process} />
      <section className="svc-story__block" aria-labelledby="svc-benefits-title">
        <h2 id="svc-benefits-title">{benefits.heading}</h2>
        <ul className="svc-checklist">
          {benefits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="svc-cta" aria-labelledby="svc-cta-title">
        <h2 id="svc-cta-title">{cta.heading}</h2>
        <p>{cta.text}</p>
        <ContactButton label={cta.label} tone="accent" />
      </section>
    </div>
  );
}
