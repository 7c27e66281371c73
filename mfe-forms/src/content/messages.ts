import { savedForDays } from '@radix/site-kit/outbox/content';

/** What a form says while and after it sends, and when. */
export interface FormMessages {
  /** Alert shown after a successful submission (exact text of the spec). */
  success: string;
  /** Delay between the successful response and the alert, in milliseconds. */
  successDelayMs: number;
  /** First sentence of the inline message after a failed submission (the company e-mail follows). */
  failure: string;
}

/** Status label while a submission is on its way (all three forms). */
export const pendingLabel = 'Please Wait...';

/** After a 429: what the visitor can do, with the server's wait when it gave one. */
export function rateLimitedAdvice(retryAfterSeconds?: number): string {
  const wait =
    retryAfterSeconds === undefined
      ? 'a minute'
      : retryAfterSeconds <= 60
        ? `${Math.max(retryAfterSeconds, 1)} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `We received several submissions from you in a short time, so this one was not accepted. Please wait ${wait} before you send it again.`;
}

/** Alert when the Get in touch form is sent without a service. */
export const selectServiceAlert = 'Please Select Service';

/** Alert when the product inquiry form is sent without a product. */
export const selectProductAlert = 'Please Select Product Name.';

export const getInTouchMessages: FormMessages = {
  success: 'Inquiry Send Successfully',
  successDelayMs: 3000,
  failure: 'Sorry, your inquiry could not be sent just now.',
};

export const productInquiryMessages: FormMessages = {
  success: 'Inquiry Send Successfully.',
  successDelayMs: 2000,
  failure: 'Sorry, your product inquiry could not be sent just now.',
};

export const subscribeMessages: FormMessages = {
  success: 'Subscribe Send Successfully.',
  successDelayMs: 3000,
  failure: 'Sorry, we could not add your subscription just now.',
};

/** How the notices of the outbox name each submission. */
export const submissionLabels = {
  inquiry: 'inquiry',
  productInquiry: 'product inquiry',
  subscribe: 'subscription',
} as const;

/** What a form says about a submission the API could not take, which the device keeps and sends later. */
export const outboxMessages = {
  saved: (label: string, when: string) =>
    `Our server could not take your ${label} just now. It is saved in this browser (${when}) and will be sent while this site is open in it: now, or when you next open this site in this browser, within ${savedForDays} days. You do not need to send it again.`,
  /** The button that removes the kept submission from the device and puts what was typed back in the form. */
  withdraw: 'Withdraw',
  withdrawn: (label: string) =>
    `Your ${label} was withdrawn and removed from this device. What you typed is back in the form.`,
  /** After a kept submission that left the device unsent; the company e-mail follows. */
  givenBack: 'What you typed is back in the form: please check it and send it again, or write to us at',
  full: (label: string) =>
    `Sorry, your ${label} could not be sent just now, and this device already holds several unsent submissions, so it cannot keep another one. What you typed is still in the form: please try again later, or write to us at`,
};
