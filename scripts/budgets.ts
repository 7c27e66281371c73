/**
 * Every budget of the site, in one place: the byte limits `npm run test:budget` checks from the
 * build (part of `npm test`) and the figures `npm run audit` measures with Lighthouse.
 */
export const KB = 1024;

export const byteBudgets = {
  /** Everything a first visit of the home page loads before the visitor scrolls, gzip. */
  homeFirstLoadJs: 170 * KB,
  /** The shell's own first load (entry, async boundary, the shared modules it consumes), gzip. */
  shellBootJs: 170 * KB,
  /** Each remote's remoteEntry.js, gzip (mostly its copy of the federation runtime). */
  remoteEntry: 30 * KB,
};

export const auditBudgets = {
  /** Lighthouse performance score on a phone, every route. */
  performanceMobile: 95,
  /** Accessibility, best practices and SEO, every route and preset. */
  otherCategories: 100,
  cls: 0.05,
  /** Total blocking time on a phone, every route, in ms. */
  tbtMs: 150,
  /** Script bytes Lighthouse sees the home page load on a phone, in KB (the same budget as above, measured in the browser). */
  homeFirstLoadJsKb: byteBudgets.homeFirstLoadJs / KB,
  /** LCP of a page over the LCP of the same page as static HTML without its scripts. */
  lcpRatioToStatic: 1.2,
};
