import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ProductKey } from '@radix/site-kit';
import { ProductSections } from './components/product-sections';
import type { ProductContent } from './content/types';

type Body = LazyExoticComponent<ComponentType>;

/** A lazily loaded body that renders one product's content with the common layout. */
function commonLayout(product: ProductKey, load: () => Promise<ProductContent>): Body {
  return lazy(async () => {
    const content = await load();
    return { default: () => <ProductSections product={product} content={content} /> };
  });
}

/**
 * Each product page's content in its own chunk, so a visitor of one product page does not
 * download the other four. Created once at module level, never during render.
 */
export const productBodies: Record<ProductKey, Body> = {
  schoolErp: lazy(
    () => import(/* webpackChunkName: "product-school-erp" */ '../school-erp/components/school-erp-page'),
  ),
  timesheet: commonLayout('timesheet', () =>
    import(/* webpackChunkName: "product-timesheet" */ '../timesheet/content/timesheet').then(
      (m) => m.timesheetContent,
    ),
  ),
  leave: commonLayout('leave', () =>
    import(/* webpackChunkName: "product-leave" */ '../leave/content/leave').then((m) => m.leaveContent),
  ),
  project: commonLayout('project', () =>
    import(/* webpackChunkName: "product-project" */ '../project/content/project').then((m) => m.projectContent),
  ),
  appraisal: commonLayout('appraisal', () =>
    import(/* webpackChunkName: "product-appraisal" */ '../appraisal/content/appraisal').then(
      (m) => m.appraisalContent,
    ),
  ),
};
