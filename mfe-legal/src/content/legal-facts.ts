import { company } from '@radix/site-kit';
import { savedForDays } from '@radix/site-kit/outbox/content';
import { previewCookieName } from '@radix/site-kit/preview-cookie';
import { xsrfCookieName } from '@radix/site-kit/runtime-config';
import { armCookieName, beaconCookieNames, canaryDraws, drawCookieName } from '@radix/site-kit/vitals/cookies';
import { factPattern, type FactName } from '../../content/fact-names';

/**
 * The facts both legal documents state, each written here once: what a deployment renames (the
 * company), what the servers and the site's code set (cookies, how long things are kept), and the
 * app the documents cover. The texts in `content/` name them as `{name}`.
 */

/** Date from which the current terms and privacy policy apply (ISO 8601). */
export const effectiveDate = '2023-10-17';

/** Children under this age are not knowingly served and their data is not knowingly collected. */
export const childPrivacyAge = 13;

/** The name of the cookie that carries the signed time a page was served, as the servers set it. */
export const stampCookieName = 'form_stamp';

/** The free school-ERP mobile app named in both documents. */
export const schoolApp = {
  name: `${company.name} School ERP app`,
  platform: 'Android',
  store: 'Google Play',
  /** What the app is for, completing "The app is used for …". */
  purpose:
    'sharing information about class work and home work between a school, its teachers, its students and their parents',
} as const;

/** The forms' bot check: its provider, and what our servers keep of a refusal. */
export const botCheck = {
  name: 'Cloudflare Turnstile',
  provider: 'Cloudflare, Inc.',
  /** How long the counts of refused submissions (by reason and day, nothing else) are kept. */
  refusalCountsDays: 90,
  /** How long the count of submissions sent without JavaScript from one network (a keyed hash of it) is kept. */
  noScriptCountsHours: 2,
} as const;

/** What each `{name}` in the legal texts stands for. */
export const legalFacts: Readonly<Record<FactName, string>> = {
  company: company.name,
  legalName: company.legalName,
  website: company.url,
  headOfficeTown: company.headOffice.lines[1] ?? '',
  headOfficeRegion: company.headOffice.region,
  headOfficeCountry: company.headOffice.country,
  branchOfficeRegion: company.branchOffice.region,
  branchOfficeCountry: company.branchOffice.country,
  app: schoolApp.name,
  appPlatform: schoolApp.platform,
  appStore: schoolApp.store,
  appStatement: `The ${schoolApp.name} is a free app, available for ${schoolApp.platform} only. It is used for ${schoolApp.purpose}.`,
  childAge: String(childPrivacyAge),
  playServices: 'Google Play Services',
  botCheck: botCheck.name,
  botCheckProvider: botCheck.provider,
  refusalDays: String(botCheck.refusalCountsDays),
  noScriptHours: String(botCheck.noScriptCountsHours),
  outboxDays: String(savedForDays),
  xsrfCookie: xsrfCookieName,
  stampCookie: stampCookieName,
  armCookie: armCookieName,
  drawCookie: drawCookieName,
  beaconCookies: beaconCookieNames.join(', '),
  previewCookie: previewCookieName,
  canaryDraws: canaryDraws.toLocaleString('en'),
};

/** Content with every `{name}` in its words replaced by the fact's value (the build refuses a name it does not know). */
export function withFacts<T>(content: T): T {
  return JSON.parse(
    JSON.stringify(content, (_, value: unknown) =>
      typeof value === 'string'
        ? value.replace(factPattern, (written, name: string) => legalFacts[name as FactName] ?? written)
        : value,
    ),
  ) as T;
}

/** The legal pages' carousel advances every 7 s and starts at slide two (index 1). */
export const glanceCarousel = { interval: 7000, startAt: 1 } as const;
