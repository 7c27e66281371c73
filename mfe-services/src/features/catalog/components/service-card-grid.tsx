import { serviceCards } from '../content/service-cards';
import { ServiceCardItem } from './service-card-item';

/** The nine service cards as a responsive grid. */
export function ServiceCardGrid() {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
      {serviceCards.map((card) => (
        <li className="col" key={card.service}>
          <ServiceCardItem card={card} />
        </li>
      ))}
    </ul>
  );
}
