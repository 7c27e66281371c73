import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Choice } from '../content/choices';

export interface SelectFieldProps {
  id: string;
  label: string;
  /** Text of the empty default option. */
  placeholder: string;
  choices: readonly Choice<number>[];
  /** The option chosen at first, in the server's markup too (`''`: the placeholder). */
  defaultValue?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled select whose options carry the ids the API expects. */
export function SelectField({ id, label, placeholder, choices, defaultValue, registration }: SelectFieldProps) {
  return (
    <div className="frm-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" required defaultValue={defaultValue} {...registration}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
