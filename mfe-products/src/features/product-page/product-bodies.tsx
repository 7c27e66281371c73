import { use, type ReactNode } from 'react';
import { contentLoader, Island, type ProductKey } from '@radix/site-kit';
import { ProductSections } from './components/product-sections';

/** A product page's own content, each product's in a chunk of its own: school ERP's page, the others' content in the common layout. */
const loadProductBody = contentLoader<ProductKey, ReactNode>({
  schoolErp: () =>
    import(/* webpackChunkName: "product-school-erp" */ '../school-erp/components/school-erp-page').then(
      ({ default: SchoolErpPage }) => <SchoolErpPage />,
    ),
  timesheet: () =>
    import(/* webpackChunkName: "product-timesheet" */ '../timesheet/content/timesheet').then((m) => (
      <ProductSections product="timesheet" content={m.timesheetContent} />
    )),
  leave: () =>
    import(/* webpackChunkName: "product-leave" */ '../leave/content/leave').then((m) => (
      <ProductSections product="leave" content={m.leaveContent} />
    )),
  project: () =>
    import(/* webpackChunkName: "product-project" */ '../project/content/project').then((m) => (
      <ProductSections product="project" content={m.projectContent} />
    )),
  appraisal: () =>
    import(/* webpackChunkName: "product-appraisal" */ '../appraisal/content/appraisal').then((m) => (
      <ProductSections product="appraisal" content={m.appraisalContent} />
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
