import type { ContentItem } from '../../content/schemas';
import { Icon } from './icon';

export interface CardGridProps {
  items: readonly ContentItem[];
  /** Heading level of each card's title. */
  level?: 3 | 4;
  /** Cards per row from the large breakpoint up. */
  columns?: 2 | 3 | 4;
  compact?: boolean;
}

const columnClass = { 2: 'col-lg-6', 3: 'col-lg-4', 4: 'col-lg-3' } as const;

/** Modules, features, reasons or benefits as a list of cards with an icon, a title and a sentence. */
export function CardGrid({ items, level = 3, columns = 3, compact = false }: CardGridProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <ul className="row g-3 g-lg-4 list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.title} className={`col-sm-6 ${columnClass[columns]}`}>
          <div className={`site-card prd-card ${compact ? 'prd-card--compact' : ''}`.trim()}>
            <span className="icon-badge prd-card__icon">
              <Icon name={item.icon} />
            </span>
            <Heading className="prd-card__title">{item.title}</Heading>
            <p className="prd-card__text">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
