/**
 * How long a browser test may take before it counts as hung, sized for the slowest machine CI may be:
 * twice the longest time measured on a 2-core machine running the suite with 4 workers (each test at
 * about half a core) while other sessions' builds and tests loaded it as well (load average about 25).
 * A budget only bounds a test that is stuck: one that passes takes no longer for it.
 */
export const budgets = {
  /** A test with no budget of its own: the longest measured was 29.5 s (a product page, followed link). */
  test: 60_000,
  /**
   * From a page's response to React taking it over, or from a page opened under a stopped clock to
   * its hydration: home, whose scripts arrived 6 s after its HTML, had not hydrated 20 s after that.
   */
  hydration: 45_000,
  /** Axe on a route at two widths: up to 56.5 s measured (home). */
  axe: 120_000,
  /** A page's sliders moved by page time in 1 s steps, then paused and watched: up to 58.8 s measured (home). */
  carouselPause: 120_000,
  /** A visitor's action at first paint on a phone's throttled CPU: up to 55 s measured. */
  firstPaint: 120_000,
  /** On a throttled first paint, a control showing or an effect of it: home's banner was not shown after 25 s. */
  firstPaintEffect: 50_000,
  /** Minutes of page time for an outbox, a few seconds at a time: the two-tab case ran past 120 s. */
  outbox: 240_000,
  /** A canary's stage judged on browsers' visits until each arm has its page views: up to 276 s measured beside a CI run. */
  canaryJudged: 600_000,
  /** Three webpack builds of a remote beside the other workers' tests: 14 min measured. */
  variantBuilds: 1_800_000,
  /** The content editor's development build and decap-server started on a copy of the checkout: up to 117 s measured on a loaded 2-core machine. */
  editorStart: 360_000,
  /** Two entries published in the editor, then a development build of the services part on the copy. */
  editorPublishAndBuild: 480_000,
  /** `npm ci --omit=dev` of the whole site, then a first start: ran past 240 s. */
  productionInstall: 480_000,
} as const;
