import { PageBanner, routes, type ProductPageProps, type RemoteModules } from '@radix/site-kit';

function ProductPage({ product, inquiryForm }: ProductPageProps) {
  const route = routes[product];
  return (
    <>
      <PageBanner
        title={route.title}
        summary={route.description}
        crumbs={[
          { label: 'Home', to: routes.home.path },
          { label: routes.products.label, to: routes.products.path },
          { label: route.label },
        ]}
      />
      <div className="container py-5">{inquiryForm}</div>
    </>
  );
}

export default ProductPage satisfies RemoteModules['products/ProductPage'];
