import { productKeys, type ProductKey } from '@radix/site-kit';
import { ProductCard } from './product-card';
import { TitledSection } from './titled-section';

/** The Other Products section of a product page: the four other products, each with Read More. */
export function OtherProducts({ current }: { current: ProductKey }) {
  return (
    <TitledSection
      id="other-products"
      tone="surface"
      eyebrow="Explore more"
      title="Other Products"
      lead="The rest of our web-based business software, built and supported by the same team."
    >
      <ul className="row g-4 list-unstyled mb-0">
        {productKeys
          .filter((key) => key !== current)
          .map((key) => (
            <li key={key} className="col-sm-6 col-xl-3">
              <ProductCard product={key} text="tagline" />
            </li>
          ))}
      </ul>
    </TitledSection>
  );
}
