import type { ComponentType } from 'react';
import { isProductKey, productId, type ProductKey, type RemoteId } from '@radix/site-kit';
import type { TableRoute } from '@radix/site-kit/route-table';
import { FormSlot, inquiryFormMinHeight } from '../components/form-slot';
import { RemoteSlot } from '../components/remote-slot';
import { pageHeightOf } from './page-heights';

function productPage(product: ProductKey): ComponentType {
  return function ProductRoutePage() {
    return (
      <RemoteSlot
        id="products/ProductPage"
        name="this product page"
        minHeight={pageHeightOf(product)}
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

function servicePage(service: string): ComponentType {
  return function ServiceRoutePage() {
    return (
      <RemoteSlot
        id="services/ServicePage"
        name="this service page"
        minHeight={pageHeightOf(service)}
        props={{ service }}
      />
    );
  };
}

/** The pages a remote shows with no props, and what their slot calls them when they fail. */
const wholePages = {
  'products/ProductsPage': 'the products page',
  'services/ServicesPage': 'the services page',
  'legal/TermsPage': 'the terms and conditions',
  'legal/PrivacyPage': 'the privacy policy',
} as const satisfies Partial<Record<RemoteId, string>>;

const isWholePage = (module: string): module is keyof typeof wholePages => Object.hasOwn(wholePages, module);

/**
 * The page of a route a remote shows, in the shell's slot for it: one chunk (`page-remote`), so that
 * a page the shell draws itself carries none of the slot's code. A service page is any key its
 * remote declares; a product page one of the five the inquiry form knows.
 */
export function remotePageOf(route: TableRoute): ComponentType {
  const { module, key } = route;
  if (module === 'services/ServicePage') return servicePage(key);
  if (module === 'products/ProductPage' && isProductKey(key)) return productPage(key);
  if (isWholePage(module)) {
    const name = wholePages[module];
    return function WholeRemotePage() {
      return <RemoteSlot id={module} name={name} minHeight={pageHeightOf(key)} />;
    };
  }
  throw new Error(`the shell has no slot for ${module} (route ${key})`);
}
