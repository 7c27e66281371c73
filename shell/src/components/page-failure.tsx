import { mailtoHref, company } from '@radix/site-kit';

/** A page that cannot be shown; with `onRetry` (its code did not arrive), a button that asks again. */
export function PageFailure({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="container site-section" role="alert">
      <h1 className="h3">Sorry, this page could not be shown.</h1>
      <p>
        Please {onRetry ? 'try again' : 'reload the page'}. If it keeps failing, write to{' '}
        <a href={mailtoHref(null)}>{company.email}</a>.
      </p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
