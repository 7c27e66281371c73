import type { ComponentType, ReactNode } from 'react';
import type { ProductId, ProductKey, ServiceKey } from './routes';

/** Props every form needs: where the inquiry API lives, from the shell's runtime configuration. */
export interface ApiProps {
  /** Base URL of the inquiry API, ending in `api/` (relative, like `/api/`, or absolute). */
  apiBaseUrl: string;
}

export interface ProductPageProps {
  product: ProductKey;
  /** The product inquiry form, composed by the shell (from mfe-forms) with this product preselected. */
  inquiryForm: ReactNode;
}

export interface ServicePageProps {
  service: ServiceKey;
}

export interface ProductInquiryFormProps extends ApiProps {
  /** Product chosen when the form opens; none when omitted. */
  defaultProduct?: ProductId;
}

/**
 * What each remote exposes, by federated id (`<remote>/<module>`). Each module's default export
 * is checked against this at build time in the remote, and the shell loads it with this type.
 */
export interface RemoteModules {
  'products/ProductsPage': ComponentType;
  'products/ProductPage': ComponentType<ProductPageProps>;
  'products/ProductSlider': ComponentType;
  'services/ServicesPage': ComponentType;
  'services/ServicePage': ComponentType<ServicePageProps>;
  'services/ServicesGrid': ComponentType;
  'forms/GetInTouchForm': ComponentType<ApiProps>;
  'forms/ProductInquiryForm': ComponentType<ProductInquiryFormProps>;
  'forms/SubscribeForm': ComponentType<ApiProps>;
  'legal/TermsPage': ComponentType;
  'legal/PrivacyPage': ComponentType;
}

export type RemoteId = keyof RemoteModules;
export type RemoteName = RemoteId extends `${infer N}/${string}` ? N : never;
export const remoteNames = ['products', 'services', 'forms', 'legal'] as const satisfies readonly RemoteName[];

/** The `exposes` keys a remote must declare: `./ProductPage` for `products/ProductPage`. */
export type ExposeKey<N extends RemoteName> = RemoteId extends infer I
  ? I extends `${N}/${infer M}`
    ? `./${M}`
    : never
  : never;

export type RemoteProps<K extends RemoteId> = RemoteModules[K] extends ComponentType<infer P extends object> ? P : never;
