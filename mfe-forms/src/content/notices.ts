import { company } from '@radix/site-kit';
import type { FormKind } from '../bot-check/use-bot-check';

/**
 * The line under each form that tells the visitor, where they type it, what is sent, to whom and why;
 * the privacy policy's link follows it.
 */
export const collectionNotices: Record<FormKind, string> = {
  inquiry: `What you type here (your name, e-mail, phone number, title and message, with the service you choose) goes to ${company.name}, to answer your inquiry.`,
  'product-inquiry': `What you type here (your name, e-mail, phone number and message, with the product you choose) goes to ${company.name}, to answer your inquiry.`,
  subscribe: `Your e-mail address goes to ${company.name}, to send you our newsletter.`,
};

/** The privacy policy's link text, after the collection notice. */
export const privacyLinkText = 'How we use it: privacy policy';

/** The bot check's refusal, as the server words it: the form shows it in its alert area. */
export const challengeMessage = 'Please confirm you are a person, then send again.';

/** After the challenge message: what was typed stays. */
export const challengeKeeps = 'What you typed is still in the form; it is sent as soon as you have confirmed.';

/** The name of the widget's area while it asks the visitor to act. */
export const botCheckLabel = 'Confirm you are a person';

/** The honeypot's label: a person never sees the field; a script that fills every field does. */
export const trapLabel = 'Leave this field empty';
