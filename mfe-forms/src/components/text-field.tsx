import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TextFieldSpec } from '../content/fields';
import { fieldPatterns, maxLengths, type FieldKind } from '../validation/rules';
import { FieldError } from './field-error';

const inputTypes: Record<FieldKind, 'text' | 'email' | 'tel'> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  title: 'text',
  message: 'text',
};

export interface TextFieldProps {
  spec: TextFieldSpec;
  /** Unique per form instance (the home page shows two forms with an e-mail field). */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A labelled, required text input or (for messages) textarea, with its error linked by aria-describedby.
 * `required` and `pattern` let the browser refuse what the form refuses when no script runs.
 */
export function TextField({ spec, idPrefix, registration, error }: TextFieldProps) {
  const id = `${idPrefix}-${spec.name}`;
  const errorId = `${id}-error`;
  const control = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    maxLength: maxLengths[spec.kind],
    autoComplete: spec.autoComplete,
    required: true,
    pattern: fieldPatterns[spec.kind],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className="frm-field">
      <label htmlFor={id} className="form-label">
        {spec.label}
      </label>
      {spec.kind === 'message' ? (
        <textarea rows={5} {...control} />
      ) : (
        <input type={inputTypes[spec.kind]} {...control} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
