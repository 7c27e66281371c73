import { apiPaths, inquiryCall, productInquiryCall, subscriptionCall } from '../src/api/endpoints';

/**
 * The forms' three calls as the forms make them, for the servers' bot check in front of the API
 * (`@radix/release-model`'s `FormCalls`): which requests are a form's call, and what a form posted
 * without JavaScript becomes.
 */
export const formCalls = {
  paths: apiPaths,
  inquiry: inquiryCall,
  productInquiry: productInquiryCall,
  subscribe: subscriptionCall,
};
