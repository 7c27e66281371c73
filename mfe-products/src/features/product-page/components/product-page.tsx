import { breadcrumb, PageBanner, routes, StaticPart, type ProductPageProps } from '@radix/site-kit';
import { OtherProducts } from '../../../components/other-products';
import { ProductBody } from '../product-bodies';
import { InquirySection } from './inquiry-section';

/** A product page: banner with breadcrumb, the product's own content, Other Products and the inquiry form. */
export function ProductPage({ product, inquiryForm }: ProductPageProps) {
  const route = routes[product];
  return (
    <div className="prd-page">
      <PageBanner title={route.title} summary={route.description} crumbs={breadcrumb(product)} />
      <ProductBody
        product={product}
        loading={
          <div className="prd-loading container" role="status">
            Loading the details of {route.label}…
          </div>
        }
      />
      <StaticPart>
        <OtherProducts current={product} />
      </StaticPart>
      <InquirySection product={product} form={inquiryForm} />
    </div>
  );
}
