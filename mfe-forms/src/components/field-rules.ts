import type { TextFieldSpec } from '../content/fields';
import { fieldError } from '../validation/rules';

/** react-hook-form rules of a text field: the value is trimmed, then checked like the API checks it. */
export function textRules(spec: TextFieldSpec) {
  return {
    setValueAs: (value: unknown) => (typeof value === 'string' ? value.trim() : ''),
    validate: (value: string) => fieldError(spec.kind, spec.label, value) ?? true,
  };
}
