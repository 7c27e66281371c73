import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { trapLabel } from '../content/notices';

/** The honeypot's name, on the wire (`X-Form-Trap`) and in the no-script post. */
export const trapFieldName = 'website';

/** A field a person never sees nor reaches, which a script filling the form fills: sent as it is, the server judges it. */
export function TrapField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = `${useId()}-${trapFieldName}`;
  return (
    <div className="frm-trap" aria-hidden="true">
      <label htmlFor={id}>{trapLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
