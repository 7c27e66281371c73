/** A section of a page whose code did not arrive: the rest of the page stays, and a button asks again. */
export function SectionFailure({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <div className="container site-section text-center" role="alert">
      <p className="fw-semibold">Sorry, {name} could not be shown just now.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
