import { use, type ReactNode } from 'react';
import { contentLoader, usePartMarks, type ProductKey } from '@radix/site-kit';
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
 * Suspends until the product's own content has arrived, then shows it. It is a chunk of its own, so
 * on a rendered page it hydrates after the rest: it marks itself once committed, and the page's
 * loader holds a tap or a key on its tabs until then.
 */
export function ProductBody({ product }: { product: ProductKey }) {
  const marks = usePartMarks();
  return (
    <div className="prd-body" {...marks}>
      {use(loadProductBody(product))}
    </div>
  );
}
