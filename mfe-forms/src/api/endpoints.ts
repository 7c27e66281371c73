import { apiPaths } from '@radix/site-kit/api-paths';
import type { InquiryPayload, ProductInquiryPayload, SubscriptionPayload } from '../validation/payloads';
import { submissionLabels } from '../content/messages';
import type { ApiRequest } from './api-client';

export { apiPaths };

export function inquiryCall(payload: InquiryPayload): ApiRequest {
  return { method: 'POST', path: apiPaths.inquiry, body: payload, label: submissionLabels.inquiry };
}

export function productInquiryCall(payload: ProductInquiryPayload): ApiRequest {
  return { method: 'POST', path: apiPaths.productInquiry, body: payload, label: submissionLabels.productInquiry };
}

/** The e-mail travels as one URL-encoded path segment. */
export function subscriptionCall({ sEmail }: SubscriptionPayload): ApiRequest {
  return {
    method: 'GET',
    path: `${apiPaths.subscribe}/${encodeURIComponent(sEmail)}`,
    label: submissionLabels.subscribe,
  };
}
