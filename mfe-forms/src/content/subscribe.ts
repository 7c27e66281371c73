import type { SubscribeContent } from '../../content/schemas';
import file from '../../content/subscribe.yml';
import { formCopy } from './form-copy';
import { successDelays } from './messages';

/** The subscribe form's words (`content/subscribe.yml`, checked by the build). */
export const { copy: subscribeCopy, messages: subscribeMessages } = formCopy(
  file as SubscribeContent,
  successDelays.subscribe,
);
