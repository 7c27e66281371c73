import { useId } from 'react';
import type { BenefitGroup } from '../../../../content/schemas';

/**
 * The benefits to each group of people, one panel open at a time: disclosure elements sharing a
 * name, which the browser keeps exclusive. A panel opens on the first tap, before the page's
 * scripts have run and whether they run or not.
 */
export function BenefitsAccordion({ groups }: { groups: readonly BenefitGroup[] }) {
  const name = useId();
  return (
    <div className="accordion prd-accordion">
      {groups.map((group, index) => (
        <details key={group.id} name={name} open={index === 0} className="accordion-item">
          <summary className="accordion-button">
            <h3 className="prd-accordion__title">Benefits to {group.audience}</h3>
          </summary>
          <div className="accordion-body">
            <ul className="prd-accordion__points">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </details>
      ))}
    </div>
  );
}
