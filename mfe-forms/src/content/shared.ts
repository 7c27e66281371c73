import { savedForDays } from '@radix/site-kit/outbox/content';
import type { SharedContent } from '../../content/schemas';
import file from '../../content/shared.yml';
import { fill, waitInWords } from './messages';

/** What all three forms say (`content/shared.yml`, checked by the build). */
export const sharedCopy = file as SharedContent;

/** After a 429: what the visitor can do, with the server's wait when it gave one. */
export const rateLimitedAdvice = (retryAfterSeconds?: number): string =>
  fill(sharedCopy.rateLimited, { wait: waitInWords(retryAfterSeconds) });

/** What a form says about a submission the API could not take, which the device keeps and sends later. */
export const outboxMessages = {
  saved: (submission: string, when: string) =>
    fill(sharedCopy.outbox.saved, { submission, when, days: String(savedForDays) }),
  withdraw: sharedCopy.outbox.withdraw,
  withdrawn: (submission: string) => fill(sharedCopy.outbox.withdrawn, { submission }),
  givenBack: sharedCopy.outbox.givenBack,
  full: (submission: string) => fill(sharedCopy.outbox.full, { submission }),
};
