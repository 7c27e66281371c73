/** A page's height in CSS px at a phone's width and at a desktop's (`pageWidths`). */
export interface PartHeight {
  narrow: number;
  wide: number;
}

/** The widths the heights are measured at: the audit's phone and the desktop the browser tests use. */
export const pageWidths = { narrow: 412, wide: 1280 } as const;

/**
 * The height of each page a remote draws, measured on the production build by
 * `npm run measure:heights` (which prints this table): the skeleton a slot shows when a navigation
 * outlasts its cap is as tall as the page, so that the page arriving into it moves nothing below.
 * A page measured at neither width (a page a part added since) reserves `unmeasuredHeight`.
 */
const pageHeights: Readonly<Record<string, PartHeight>> = {
  products: { narrow: 4306, wide: 2323 },
  schoolErp: { narrow: 11777, wide: 9137 },
  timesheet: { narrow: 8432, wide: 5804 },
  leave: { narrow: 8556, wide: 5799 },
  project: { narrow: 8528, wide: 5758 },
  appraisal: { narrow: 8524, wide: 6215 },
  services: { narrow: 4329, wide: 2372 },
  websiteDesign: { narrow: 4407, wide: 2604 },
  customSoftware: { narrow: 4830, wide: 2907 },
  graphicalDesign: { narrow: 4208, wide: 2424 },
  seo: { narrow: 4542, wide: 2613 },
  webHosting: { narrow: 6800, wide: 3528 },
  domainRegistration: { narrow: 3900, wide: 2378 },
  digitalMarketing: { narrow: 4346, wide: 2531 },
  securityCamera: { narrow: 4381, wide: 2653 },
  networking: { narrow: 4289, wide: 2476 },
  mobileApps: { narrow: 5873, wide: 3539 },
  terms: { narrow: 7760, wide: 5139 },
  privacy: { narrow: 9230, wide: 6038 },
};

/** What a page of no measured height reserves: about one screen. */
export const unmeasuredHeight = 800;

/** The height a route's page reserves while it loads. */
export const pageHeightOf = (route: string): PartHeight | number => pageHeights[route] ?? unmeasuredHeight;
