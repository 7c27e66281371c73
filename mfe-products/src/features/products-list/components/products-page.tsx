import { Link } from 'react-router-dom';
import { breadcrumb, PageBanner, productKeys, routes } from '@radix/site-kit';
import { CardGrid } from '../../../components/card-grid';
import { ProductCard } from '../../../components/product-card';
import { TitledSection } from '../../../components/titled-section';
import { productPromises, productsHeading } from '../content/products-page';

/** The products list: five product cards with Read More, why clients choose them, and a call to action. */
export function ProductsPage() {
  return (
    <div className="prd-page">
      <PageBanner title={routes.products.title} summary={routes.products.description} crumbs={breadcrumb('products')} />
      <TitledSection id="product-list" {...productsHeading}>
        <ul className="row g-4 list-unstyled mb-0 justify-content-center">
          {productKeys.map((key, position) => (
            <li key={key} className="col-md-6 col-lg-4">
              <ProductCard product={key} lazy={position > 2} />
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        id="why-our-products"
        tone="surface"
        eyebrow="Why clients choose us"
        title="Built for the way you work"
      >
        <CardGrid items={productPromises} columns={4} />
        <div className="prd-cta">
          <p className="prd-cta__text">Not sure which product fits? Tell us what you need and we will show you.</p>
          <Link className="btn btn-accent btn-lg" to={routes.productInquiry.path}>
            Send a product inquiry
          </Link>
        </div>
      </TitledSection>
    </div>
  );
}
