import type { ComponentType, ReactNode } from 'react';
import type { ProductId, ProductKey } from './routes';
import type { TurnstileConfig } from './runtime-config';

/** Props every form needs: where the inquiry API lives, and its bot check, from the shell's runtime configuration. */
export interface ApiProps {
  /** Base URL of the inquiry API, ending in `api/` (relative, like `/api/`, or absolute). */
  apiBaseUrl: string;
  /** The bot check's widget (the configuration's `turnstile`); absent, the forms draw none. */
  turnstile?: TurnstileConfig;
}

export interface ProductPageProps {
  product: ProductKey;
  /** The product inquiry form, composed by the shell (from mfe-forms) with this product preselected. */
  inquiryForm: ReactNode;
}

export interface ServicePageProps {
  /**
   * The key of the route shown: one of the spec's `ServiceKey`s or a page the services remote
   * declared on its own (its release's routes), which the shell passes on from the site's table.
   */
  service: string;
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

/**
 * A remote's exposed module as the shell loads it: its component, and, when a render of it in the
 * browser would wait for more (a chunk of its copy or code), `prepare`, which loads that for the
 * route it is shown on (the route's key). The shell awaits it before it switches to the route's page,
 * so that a navigation shows the page whole instead of its loading states; a module without it is
 * shown as soon as it is loaded.
 */
export interface RemoteModuleExports<K extends RemoteId> {
  default: RemoteModules[K];
  prepare?: PreparePage;
}

/** A remote module's `prepare`: loads what its render on the route of this key would wait for. */
export type PreparePage = (route: string) => Promise<unknown>;
export type RemoteName = RemoteId extends `${infer N}/${string}` ? N : never;
/**
 * The remotes, in the order of their ports: the one table a new remote is added to (with its
 * modules above). Its package is `mfe-<name>` (`remotePackage`), and its ports follow from its
 * place here (`portOffsets`).
 */
export const remoteNames = ['products', 'services', 'forms', 'legal'] as const satisfies readonly RemoteName[];

/**
 * The offset of each remote's port from the shell's (1, 2, … in the order of `names`), and `next`,
 * the first offset after them, for what the servers put beside the remotes (the preview, the local
 * API): adding a remote moves those along instead of colliding with them.
 */
export function portOffsets<N extends string>(names: readonly N[]): { remotes: Record<N, number>; next: number } {
  const remotes = Object.fromEntries(names.map((name, index) => [name, index + 1])) as Record<N, number>;
  return { remotes, next: names.length + 1 };
}

/** The `exposes` keys a remote must declare: `./ProductPage` for `products/ProductPage`. */
export type ExposeKey<N extends RemoteName> = RemoteId extends infer I
  ? I extends `${N}/${infer M}`
    ? `./${M}`
    : never
  : never;

/**
 * The source file of each remote module, relative to its remote's package folder (`mfe-<remote>`).
 * The remotes' federation configurations and the shell's tests both read it; its type makes a
 * module of `RemoteModules` without a file, or a file for no such module, a build error.
 */
export const exposedFiles = {
  'products/ProductsPage': './src/exposes/products-page.tsx',
  'products/ProductPage': './src/exposes/product-page.tsx',
  'products/ProductSlider': './src/exposes/product-slider.tsx',
  'services/ServicesPage': './src/exposes/services-page.tsx',
  'services/ServicePage': './src/exposes/service-page.tsx',
  'services/ServicesGrid': './src/exposes/services-grid.tsx',
  'forms/GetInTouchForm': './src/exposes/get-in-touch-form.tsx',
  'forms/ProductInquiryForm': './src/exposes/product-inquiry-form.tsx',
  'forms/SubscribeForm': './src/exposes/subscribe-form.tsx',
  'legal/TermsPage': './src/exposes/terms-page.tsx',
  'legal/PrivacyPage': './src/exposes/privacy-page.tsx',
} as const satisfies Record<RemoteId, string>;

// Pure: a bundle that uses neither (the shell in the browser) carries none of the file table.
export const remoteIds = /* @__PURE__ */ Object.keys(exposedFiles) as RemoteId[];

/** The remote that exposes a module: `products` for `products/ProductPage`. */
export function remoteOf(id: RemoteId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** The package folder of a remote, beside the shell's: `mfe-products`. */
export function remotePackage<N extends string>(name: N): `mfe-${N}` {
  return `mfe-${name}`;
}

/** A remote's `exposes` for module federation: `./ProductPage` to its source file. */
export function exposesOf<N extends RemoteName>(name: N): Record<ExposeKey<N>, string> {
  const own = remoteIds.filter((id) => id.startsWith(`${name}/`));
  return Object.fromEntries(own.map((id) => [`./${id.slice(name.length + 1)}`, exposedFiles[id]])) as Record<
    ExposeKey<N>,
    string
  >;
}

export type RemoteProps<K extends RemoteId> =
  RemoteModules[K] extends ComponentType<infer P extends object> ? P : never;
