import type { ComponentType } from 'react';
import { productId, productKeys, serviceKeys, type ProductKey, type RouteKey, type ServiceKey } from '@radix/site-kit';
import { FormSlot, inquiryFormMinHeight } from '../components/form-slot';
import { RemoteSlot } from '../components/remote-slot';

function productPage(product: ProductKey): ComponentType {
  return function ProductRoutePage() {
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
  };
}

function servicePage(service: ServiceKey): ComponentType {
  return function ServiceRoutePage() {
    return <RemoteSlot id="services/ServicePage" name="this service page" minHeight={800} props={{ service }} />;
  };
}

/**
 * The pages a remote shows, each in the shell's slot for it: one chunk (`page-remote`), so that a
 * page the shell draws itself carries none of the slot's code.
 */
export const remotePages = {
  products: () => <RemoteSlot id="products/ProductsPage" name="the products page" minHeight={800} />,
  ...(Object.fromEntries(productKeys.map((key) => [key, productPage(key)])) as Record<ProductKey, ComponentType>),
  services: () => <RemoteSlot id="services/ServicesPage" name="the services page" minHeight={800} />,
  ...(Object.fromEntries(serviceKeys.map((key) => [key, servicePage(key)])) as Record<ServiceKey, ComponentType>),
  terms: () => <RemoteSlot id="legal/TermsPage" name="the terms and conditions" minHeight={800} />,
  privacy: () => <RemoteSlot id="legal/PrivacyPage" name="the privacy policy" minHeight={800} />,
} satisfies Partial<Record<RouteKey, ComponentType>>;
