/**
 * The facts a legal text may name as `{name}` inside its words; their values are code
 * (`src/content/legal-facts.ts`), kept apart from the schemas so that the pages load no schema.
 */
export const factNames = [
  'company',
  'legalName',
  'website',
  'headOfficeTown',
  'headOfficeRegion',
  'headOfficeCountry',
  'branchOfficeRegion',
  'branchOfficeCountry',
  'app',
  'appPlatform',
  'appStore',
  'appStatement',
  'childAge',
  'playServices',
  'botCheck',
  'botCheckProvider',
  'refusalDays',
  'noScriptHours',
  'outboxDays',
  'xsrfCookie',
  'stampCookie',
  'armCookie',
  'drawCookie',
  'beaconCookies',
  'previewCookie',
  'canaryDraws',
] as const;

export type FactName = (typeof factNames)[number];

/** A `{name}` inside a text: a fact filled in from code. */
export const factPattern = /\{([^{}]*)\}/g;
