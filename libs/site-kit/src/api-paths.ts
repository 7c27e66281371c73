/**
 * The inquiry API's three calls, relative to the API base: what the forms call, and what the
 * servers in front of the API (the edge worker, the Node server) know as a form's call, to check it
 * and to make a form posted without JavaScript into the same call.
 */
export const apiPaths = {
  inquiry: 'Home/AddInquiryForRadixWebsite',
  productInquiry: 'Home/AddInquiryForProductRadixWebsite',
  subscribe: 'Home/AddSubscribeForRadixWebsite',
} as const;
