import Accordion from 'react-bootstrap/Accordion';
import type { BenefitGroup } from '../content/types';

/** The benefits to each group of people, one panel open at a time. */
export function BenefitsAccordion({ groups }: { groups: readonly BenefitGroup[] }) {
  return (
    <Accordion defaultActiveKey={groups[0]?.id} className="prd-accordion">
      {groups.map((group) => (
        <Accordion.Item key={group.id} eventKey={group.id}>
          <Accordion.Header as="h3">Benefits to {group.audience}</Accordion.Header>
          <Accordion.Body>
            <ul className="prd-accordion__points">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
