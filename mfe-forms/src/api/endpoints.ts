import type { InquiryPayload, ProductInquiryPayload, SubscriptionPayload } from '../validation/payloads';
import { submissionLabels } from '../content/messages';
import { apiRequest } from './api-client';

/** The three calls of the spec (section 7), relative to the API base. */
export const apiPaths = {
  inquiry: 'Home/AddInquiryForRadixWebsite',
  productInquiry: 'Home/AddInquiryForProductRadixWebsite',
  subscribe: 'Home/AddSubscribeForRadixWebsite',
} as const;

export function sendInquiry(apiBaseUrl: string, payload: InquiryPayload): Promise<void> {
  return apiRequest(apiBaseUrl, {
    method: 'POST',
    path: apiPaths.inquiry,
    body: payload,
    label: submissionLabels.inquiry,
  });
}

export function sendProductInquiry(apiBaseUrl: string, payload: ProductInquiryPayload): Promise<void> {
  return apiRequest(apiBaseUrl, {
    method: 'POST',
    path: apiPaths.productInquiry,
    body: payload,
    label: submissionLabels.productInquiry,
  });
}

/** The e-mail travels as one URL-encoded path segment. */
export function sendSubscription(apiBaseUrl: string, { sEmail }: SubscriptionPayload): Promise<void> {
  return apiRequest(apiBaseUrl, {
    method: 'GET',
    path: `${apiPaths.subscribe}/${encodeURIComponent(sEmail)}`,
    label: submissionLabels.subscribe,
  });
}
