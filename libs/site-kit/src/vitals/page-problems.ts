/**
 * What went wrong on this page view, counted from the page's first script on: the measuring code
 * loads long after (when the page is idle), and reads the counts when it reports.
 */
export const pageProblems = { errors: 0, federationFailures: 0 };

/** Counts uncaught errors and rejected promises nobody handled. */
export function countUncaughtErrors(): void {
  const count = () => {
    pageProblems.errors += 1;
  };
  window.addEventListener('error', count);
  window.addEventListener('unhandledrejection', count);
}

/** A remote module that failed to load or did not load in time. */
export function countFederationFailure(): void {
  pageProblems.federationFailures += 1;
}
