import type { HostingPlan } from '../../../../content/schemas';

let inr: Intl.NumberFormat | undefined;

/**
 * Rupees as Indian readers write them. The formatter is made on first use: making one loads the
 * locale's data, which took 16 ms on loading every service page when it was made on import.
 */
function rupees(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return inr.format(amount);
}

/** One hosting tier as a card: name, yearly price and its four figures. */
export function PlanCard({ plan, period }: { plan: HostingPlan; period: string }) {
  const headingId = `svc-plan-${plan.name.toLowerCase()}`;
  return (
    <article className="site-card svc-plan" aria-labelledby={headingId}>
      <h3 id={headingId} className="svc-plan__name">
        {plan.name}
      </h3>
      <p className="svc-plan__price">
        <span className="svc-plan__amount">{rupees(plan.costInr)}</span>{' '}
        <span className="svc-plan__period">{period}</span>
      </p>
      <dl className="svc-plan__specs">
        <div>
          <dt>Disk space</dt>
          <dd>{plan.space}</dd>
        </div>
        <div>
          <dt>Bandwidth</dt>
          <dd>{plan.bandwidth}</dd>
        </div>
        <div>
          <dt>Sub-domains</dt>
          <dd>{plan.subDomains}</dd>
        </div>
        <div>
          <dt>E-mail accounts</dt>
          <dd>{plan.emails}</dd>
        </div>
      </dl>
    </article>
  );
}
