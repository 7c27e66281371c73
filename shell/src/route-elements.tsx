import type { ReactNode } from 'react';
import { productId, productKeys, serviceKeys, type ProductKey, type RouteKey, type ServiceKey } from '@radix/site-kit';
import { FormSlot, inquiryFormMinHeight } from './components/form-slot';
import { PageSlot } from './components/page-slot';
import { RemoteSlot } from './components/remote-slot';

function productPage(product: ProductKey): ReactNode {
  return (
    <RemoteSlot
      id="products/ProductPage"
      name="this product page"
      minHeight={800}
      props={{
        product,
        inquiryForm: (
          <FormSlot
            id="forms/ProductInquiryForm"
            name="the product inquiry form"
            minHeight={inquiryFormMinHeight}
            props={{ defaultProduct: productId(product) }}
          />
        ),
      }}
    />
  );
}

function servicePage(service: ServiceKey): ReactNode {
  return <RemoteSlot id="services/ServicePage" name="this service page" minHeight={800} props={{ service }} />;
}

const productPages = Object.fromEntries(productKeys.map((key) => [key, productPage(key)])) as Record<
  ProductKey,
  ReactNode
>;
const servicePages = Object.fromEntries(serviceKeys.map((key) => [key, servicePage(key)])) as Record<
  ServiceKey,
  ReactNode
>;

/** What each route of the route table shows; the type makes a route without a page a build error. */
export const routeElements: Record<RouteKey, ReactNode> = {
  home: <PageSlot route="home" />,
  about: <PageSlot route="about" />,
  contact: <PageSlot route="contact" />,
  testimonials: <PageSlot route="testimonials" />,
  productInquiry: <PageSlot route="productInquiry" />,
  products: <RemoteSlot id="products/ProductsPage" name="the products page" minHeight={800} />,
  ...productPages,
  services: <RemoteSlot id="services/ServicesPage" name="the services page" minHeight={800} />,
  ...servicePages,
  terms: <RemoteSlot id="legal/TermsPage" name="the terms and conditions" minHeight={800} />,
  privacy: <RemoteSlot id="legal/PrivacyPage" name="the privacy policy" minHeight={800} />,
};
