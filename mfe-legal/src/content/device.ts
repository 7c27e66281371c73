import { savedForDays } from '@radix/site-kit/outbox/content';
import { previewCookieName } from '@radix/site-kit/preview-cookie';
import { xsrfCookieName } from '@radix/site-kit/runtime-config';
import { armCookieName, beaconCookieNames, drawCookieName, canaryDraws } from '@radix/site-kit/vitals/cookies';
import { stampCookieName } from './bot-check';
import { list, p, strong } from './blocks';
import type { LegalSection } from './types';

/**
 * What the website keeps in the visitor's browser and what its pages measure, in plain words: the
 * privacy policy's section on the device, its cookies and the measuring, and how to clear each.
 */
export const deviceSection: LegalSection = {
  id: 'privacy-device',
  title: 'What your browser keeps, and what our pages measure',
  blocks: [
    p(
      strong('Inquiries not yet sent.'),
      ' When you send one of our forms, your browser first keeps a copy of it on your device, in its storage for this website, so that it is not lost if the connection drops or you close the page. ',
      'The copy holds what you typed in the form, such as your name, e-mail address, phone number and message. ',
      `It is removed as soon as our server has the inquiry. If our server cannot take it, the copy stays and is sent when this website is next open in the same browser; after ${savedForDays} days it is removed unsent, and the website shows you what you typed. `,
      'While it waits, the Withdraw button under the form removes it from your device.',
    ),
    p(
      strong('Cookies.'),
      ' Our website sets only these cookies, none of them for advertising or to follow you on other websites:',
    ),
    list(
      [
        strong(xsrfCookieName),
        ': a random security token that protects our forms against forged requests. It is deleted when you close your browser.',
      ],
      [
        strong(stampCookieName),
        `: the signed time our server served the page, which our forms’ spam check reads (see “Keeping our forms free of spam”). It holds nothing else and is deleted after ${savedForDays} days.`,
      ],
      [
        strong(armCookieName),
        ': when we try out a new version of the website on some visitors first, it records whether your browser gets the new version or the current one, so that every page you open is of the same version. It holds only that choice and is deleted after a day.',
      ],
      [
        strong(drawCookieName),
        `: set with it during such a trial: the share of visitors your browser falls in, one of ${canaryDraws.toLocaleString('en')} values signed by our server, so that no one can choose a version for you. It is not an identifier, holds nothing else and is deleted after a day.`,
      ],
      [
        strong(beaconCookieNames.join(', ')),
        ': a short-lived signed token of the page you opened, sent back only with that page’s measurement (below), so that our servers take measurements only of pages they served. It names the version of the page, not you; no script of the page can read it, and it is deleted after an hour.',
      ],
      [
        strong(previewCookieName),
        ': set only on the private addresses where our staff review a new version before it is published, never on the public website. It holds the reviewer’s signed access and expires with it.',
      ],
    ),
    p(
      strong('Measuring our pages.'),
      ' To keep the website fast and working, a sample of page views, and every page view of a version we are trying out, sends us as you leave the page how quickly it showed and answered, whether it moved while loading, which part of the page that concerns, and any error or part that failed to load. ',
      'With it our servers record the country and the kind of device (phone, tablet or computer) and the versions of the website, but not your IP address, not your browser’s identification and no identifier: the page’s token above names only the page view, and nothing links one page view to another.',
    ),
    p(
      strong('How to clear them.'),
      ' Clearing the cookies and site data of this website in your browser’s settings removes all of the above: the copies of inquiries not yet sent (which then are not sent) and the cookies. ',
      `Closing your browser removes the ${xsrfCookieName} cookie; the ${stampCookieName} cookie goes by itself after ${savedForDays} days, the ${armCookieName} and ${drawCookieName} cookies go by themselves after a day, a page’s token after an hour. Measurements are not kept on your device.`,
    ),
  ],
};
