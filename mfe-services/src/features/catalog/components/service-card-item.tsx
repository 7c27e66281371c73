import { Link } from 'react-router-dom';
import { servicePageOf } from '../../../routes';
import { ServiceIcon } from '../../../components/service-icon';
import type { ServiceCard } from '../../../../content/schemas';

/** A service card: icon, title linking to the page (the whole card is clickable), summary. */
export function ServiceCardItem({ card }: { card: ServiceCard }) {
  const route = servicePageOf(card.service);
  const also = card.alsoCovers ? servicePageOf(card.alsoCovers) : undefined;
  return (
    <article className="site-card site-card--interactive svc-card">
      <span className="icon-badge">
        <ServiceIcon src={card.icon} />
      </span>
      <h3 className="svc-card__title">
        <Link to={route.path} className="stretched-link svc-card__link">
          {card.title ?? route.label}
        </Link>
      </h3>
      <p className="svc-card__summary">{card.summary}</p>
      {also && (
        <p className="svc-card__also">
          See also <Link to={also.path}>{also.label}</Link>
        </p>
      )}
      <span className="svc-card__more" aria-hidden="true">
        Learn more
      </span>
    </article>
  );
}
