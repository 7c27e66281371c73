import type { HostingPlansContent } from '../../../../content/schemas';
import { PlanCard } from './plan-card';

/** The hosting tiers as plan cards, with the inclusions they all share listed once. */
export function HostingPlans({ content }: { content: HostingPlansContent }) {
  return (
    <section className="svc-story__block" aria-labelledby="svc-plans-title">
      <h2 id="svc-plans-title">{content.heading}</h2>
      <p className="svc-story__lead">{content.lead}</p>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 list-unstyled svc-plans">
        {content.plans.map((plan) => (
          <li className="col" key={plan.name}>
            <PlanCard plan={plan} period={content.period} />
          </li>
        ))}
      </ul>
      <div className="svc-panel mt-4">
        <h3 className="h5" id="svc-inclusions-title">
          Included in every plan
        </h3>
        <ul className="svc-checklist svc-checklist--columns" aria-labelledby="svc-inclusions-title">
          {content.inclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
