import type { ProductId } from '@radix/site-kit';

/** Values of `nServiceId` on the Get in touch form (1 Website Design & Development ... 9 Networking). */
export type ServiceId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** One option of a select: the number sent to the API and the text the visitor reads. */
export interface Choice<Id extends number> {
  id: Id;
  label: string;
}

/** The Get in touch form's services, by the value the API expects (spec, section 3). */
export const serviceChoices: readonly Choice<ServiceId>[] = [
  { id: 1, label: 'Website Design & Development' },
  { id: 2, label: 'Web Software Development' },
  { id: 3, label: 'Graphical Design' },
  { id: 4, label: 'SEO' },
  { id: 5, label: 'Web Hosting' },
  { id: 6, label: 'Domain Registration' },
  { id: 7, label: 'Digital Marketing' },
  { id: 8, label: 'Security Camera' },
  { id: 9, label: 'Networking' },
];

/** The product inquiry form's products, by the value sent as `nServiceId` (spec, section 3). */
export const productChoices: readonly Choice<ProductId>[] = [
  { id: 1, label: 'School ERP Software' },
  { id: 2, label: 'Timesheet Management' },
  { id: 3, label: 'Leave Management' },
  { id: 4, label: 'Project Management' },
  { id: 5, label: 'Appraisal Management' },
];
