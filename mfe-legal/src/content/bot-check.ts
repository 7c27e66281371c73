import { company } from '@radix/site-kit';
import { savedForDays } from '@radix/site-kit/outbox/content';
import { list, p, strong } from './blocks';
import { botCheck } from './legal-facts';
import type { LegalSection } from './types';

/** The name of the cookie that carries the signed time a page was served, as the servers set it. */
export const stampCookieName = 'form_stamp';

/**
 * How the forms tell people from programs that send spam, in plain words: the provider of the bot
 * check and what it processes, what our servers check, and what they keep of a refused submission.
 */
export const botCheckSection: LegalSection = {
  id: 'privacy-bot-check',
  title: 'Keeping our forms free of spam',
  blocks: [
    p(
      `Programs that send spam find every form on the web. To keep the inquiries of real people from drowning in it, our inquiry, product inquiry and subscribe forms use `,
      strong(botCheck.name),
      `, a bot check provided by ${botCheck.provider}. Once a page with one of these forms is ready to use, your browser loads the check from Cloudflare, which looks at technical signals of your visit (your IP address, your browser’s identification (User-Agent), a fingerprint of the secure connection, and the address of our page) to tell a person from a program. `,
      'Usually you see nothing; sometimes it asks you to tick a box. It does not read what you type in the form. ',
      `Cloudflare uses these signals only to detect and block bots, not to identify, profile or advertise to you; see the `,
      { kind: 'external', text: 'Turnstile privacy addendum', href: botCheck.privacyHref },
      ', which Cloudflare’s own privacy policy completes.',
    ),
    p(strong('What our servers check.'), ` Before a submission reaches ${company.name}, our servers check:`),
    list(
      'that Cloudflare confirmed the bot check, or, for a submission your browser sends again later, the signed pass our server gave it the first time;',
      [
        'that the form was not sent sooner after its page was served than a person could fill it in, from the ',
        strong(stampCookieName),
        ` cookie: the time our server served the page, signed so that it cannot be forged. It holds nothing else, no script of the page can read it, and it is deleted after ${savedForDays} days;`,
      ],
      'that a field people do not see, and which programs fill in, was left empty;',
      'that one network does not send more submissions than people do.',
    ),
    p(
      strong('What we keep of a refused submission.'),
      ` A submission these checks refuse is not passed on and not stored: we keep no content of it, no address and no identifier, only how many submissions were refused, by reason and by day, for ${botCheck.refusalCountsDays} days. `,
      `Forms sent without JavaScript carry no bot check, so our servers count them per network for ${botCheck.noScriptCountsHours} hours, under a keyed code of the network instead of its address, to hold each network to a few an hour.`,
    ),
  ],
};
