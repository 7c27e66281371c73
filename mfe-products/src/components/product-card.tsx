import { Link } from 'react-router-dom';
import { routes, type ProductKey } from '@radix/site-kit';
import { productSummaries } from '../content/products';

export interface ProductCardProps {
  product: ProductKey;
  /** Heading level of the product name: 2 on the products page, 3 inside a titled section. */
  level?: 2 | 3;
  /** `tagline` (one line) or `description` (a few sentences). */
  text?: 'tagline' | 'description';
  /** Lazy-load the image when the card starts below the fold. */
  lazy?: boolean;
}

/** A product's illustration, name, short text and its Read More link. */
export function ProductCard({ product, level = 3, text = 'description', lazy = true }: ProductCardProps) {
  const route = routes[product];
  const summary = productSummaries[product];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="site-card site-card--interactive prd-product-card">
      <img
        className="prd-product-card__image"
        src={summary.image}
        width={480}
        height={320}
        alt=""
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
      <Heading className="prd-product-card__title">{route.label}</Heading>
      <p className="prd-product-card__text">{summary[text]}</p>
      <Link className="btn btn-outline-primary prd-product-card__link" to={route.path}>
        Read More<span className="visually-hidden"> about {route.label}</span>
      </Link>
    </article>
  );
}
