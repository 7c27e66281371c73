import { company } from '@radix/site-kit';

/** The facts both legal documents state (company, contact, app, dates); each is written here once. */

/** Date from which the current terms and privacy policy apply (ISO 8601). */
export const effectiveDate = '2023-10-17';

/** Children under this age are not knowingly served and their data is not knowingly collected. */
export const childPrivacyAge = 13;

/** The free school-ERP mobile app named in both documents. */
export const schoolApp = {
  name: `${company.name} School ERP app`,
  platform: 'Android',
  store: 'Google Play',
  /** What the app is for, completing "The app is used for …". */
  purpose:
    'sharing information about class work and home work between a school, its teachers, its students and their parents',
} as const;

/** The sentence both documents use to describe the app. */
export const schoolAppStatement = `The ${schoolApp.name} is a free app, available for ${schoolApp.platform} only. It is used for ${schoolApp.purpose}.`;

/** The third-party service the app relies on, with its own terms and privacy policy. */
export const playServices = {
  name: 'Google Play Services',
  termsHref: 'https://policies.google.com/terms',
  privacyHref: 'https://www.google.com/policies/privacy/',
} as const;

/** The forms' bot check: its provider, what the provider's own addendum says it processes, and what our servers keep of a refusal. */
export const botCheck = {
  name: 'Cloudflare Turnstile',
  provider: 'Cloudflare, Inc.',
  privacyHref: 'https://www.cloudflare.com/turnstile-privacy-policy/',
  /** How long the counts of refused submissions (by reason and day, nothing else) are kept. */
  refusalCountsDays: 90,
  /** How long the count of submissions sent without JavaScript from one network (a keyed hash of it) is kept. */
  noScriptCountsHours: 2,
} as const;

/** The legal pages' carousel advances every 7 s and starts at slide two (index 1). */
export const glanceCarousel = { interval: 7000, startAt: 1 } as const;
