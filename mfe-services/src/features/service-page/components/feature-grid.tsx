import { ServiceIcon } from '../../../components/service-icon';
import type { FeatureSection } from '../../../../content/schemas';

/** A section of feature cards; a card shows its icon only when it has one. */
export function FeatureGrid({
  id,
  section,
  tone = 'plain',
}: {
  id: string;
  section: FeatureSection;
  tone?: 'plain' | 'surface';
}) {
  return (
    <section className={`svc-story__block ${tone === 'surface' ? 'svc-panel' : ''}`.trim()} aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      <p className="svc-story__lead">{section.lead}</p>
      <ul className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-0">
        {section.items.map((item) => (
          <li className="col" key={item.title}>
            <div className="site-card svc-feature">
              {item.icon && (
                <span className="icon-badge">
                  <ServiceIcon src={item.icon} />
                </span>
              )}
              <h3 className="svc-feature__title">{item.title}</h3>
              <p className="mb-0">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
