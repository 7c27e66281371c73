import type { GetInTouchContent } from '../../content/schemas';
import file from '../../content/get-in-touch.yml';
import { formCopy } from './form-copy';
import { successDelays } from './messages';

/** The Get in touch form's words (`content/get-in-touch.yml`, checked by the build). */
export const { copy: getInTouchCopy, messages: getInTouchMessages } = formCopy(
  file as GetInTouchContent,
  successDelays.getInTouch,
);
