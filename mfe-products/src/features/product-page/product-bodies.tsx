import { use, type ReactNode } from 'react';
import { contentLoader, Island, type ProductKey } from '@radix/site-kit';
import type { ProductContent } from '../../../content/schemas';
import { ProductSections } from './components/product-sections';

/**
 * A product page's own content, each product's in a chunk of its own: school ERP's page, the others'
 * copy (`content/pages/<product>.yml`, checked by the build) in the common layout.
 */
const loadProductBody = contentLoader<ProductKey, ReactNode>({
  schoolErp: () =>
    import(/* webpackChunkName: "product-school-erp" */ '../school-erp/components/school-erp-page').then(
      ({ default: SchoolErpPage }) => <SchoolErpPage />,
    ),
  timesheet: () =>
    import(/* webpackChunkName: "product-timesheet" */ '../../../content/pages/timesheet.yml').then((m) => (
      <ProductSections product="timesheet" content={m.default as ProductContent} />
    )),
  leave: () =>
    import(/* webpackChunkName: "product-leave" */ '../../../content/pages/leave.yml').then((m) => (
      <ProductSections product="leave" content={m.default as ProductContent} />
    )),
  project: () =>
    import(/* webpackChunkName: "product-project" */ '../../../content/pages/project.yml').then((m) => (
      <ProductSections product="project" content={m.default as ProductContent} />
    )),
  appraisal: () =>
    import(/* webpackChunkName: "product-appraisal" */ '../../../content/pages/appraisal.yml').then((m) => (
      <ProductSections product="appraisal" content={m.default as ProductContent} />
    )),
});

/**
 * Loads what a product page's content renders in the browser: its chunk and, for the school ERP
 * page, its module browser, which a page the visitor navigates to renders at once.
 */
export async function prepareProductBody(product: ProductKey): Promise<void> {
  await loadProductBody(product);
  if (product === 'schoolErp')
    await import(/* webpackChunkName: "product-school-erp" */ '../school-erp/components/school-erp-page').then((page) =>
      page.prepareModuleBrowser(),
    );
}

function ProductContent({ product }: { product: ProductKey }) {
  return <div className="prd-body">{use(loadProductBody(product))}</div>;
}

/**
 * The product's own content, a chunk of its own: an island that hydrates with the page once its
 * chunk has arrived (its tabs need script), showing `loading` while the chunk loads in the browser.
 */
export function ProductBody({ product, loading }: { product: ProductKey; loading: ReactNode }) {
  return (
    <Island hydrate="page" fallback={loading}>
      <ProductContent product={product} />
    </Island>
  );
}
