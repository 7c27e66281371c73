import type { ProductId } from '@radix/site-kit';

/** Values of `nServiceId` on the Get in touch form (1 Website Design & Development ... 9 Networking). */
export type ServiceId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The Get in touch form's services, by the value the API expects; their labels are `content/get-in-touch.yml`. */
export const serviceIds = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly ServiceId[];

/** The product inquiry form's products, by the value sent as `nServiceId`; their labels are `content/product-inquiry.yml`. */
export const productIds = [1, 2, 3, 4, 5] as const satisfies readonly ProductId[];

/** One option of a select: the number sent to the API and the text the visitor reads. */
export interface Choice<Id extends number> {
  id: Id;
  label: string;
}
