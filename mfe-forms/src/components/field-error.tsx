/** A field's error, in a polite live region that exists before the error does, so it is announced. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div id={id} className="frm-error" aria-live="polite">
      {message}
    </div>
  );
}
