import { StaticPart, type ProductKey } from '@radix/site-kit';
import type { ProductContent } from '../../../../content/schemas';
import { BenefitsSection } from './benefits-section';
import { CardSection } from './card-section';
import { ProductIntro } from './product-intro';

export interface ProductSectionsProps {
  product: ProductKey;
  content: ProductContent;
}

/** A product page's own content: the intro, then its sections in order on alternating backgrounds; text that stays the server's HTML. */
export function ProductSections({ product, content }: ProductSectionsProps) {
  return (
    <StaticPart>
      <ProductIntro product={product} intro={content.intro} />
      {content.sections.map((section, position) => {
        const tone = position % 2 === 0 ? 'surface' : 'plain';
        return section.kind === 'cards' ? (
          <CardSection key={section.id} content={section} tone={tone} />
        ) : (
          <BenefitsSection key={section.id} content={section} tone={tone} />
        );
      })}
    </StaticPart>
  );
}
