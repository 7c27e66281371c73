import type { FieldKind } from '../validation/rules';

/** One text input of a form: the name it has on the wire, its visible label and how it is checked. */
export interface TextFieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  kind: FieldKind;
  /** Browser autofill hint. */
  autoComplete: string;
}

/** Text fields of the Get in touch form, in screen order (the service select sits after the title). */
export const inquiryTextFields = [
  { name: 'sFirstName', label: 'First name', kind: 'name', autoComplete: 'given-name' },
  { name: 'sLastName', label: 'Last name', kind: 'name', autoComplete: 'family-name' },
  { name: 'sEmail', label: 'E-mail', kind: 'email', autoComplete: 'email' },
  { name: 'sContactNo', label: 'Contact no', kind: 'phone', autoComplete: 'tel' },
  { name: 'sProjectName', label: 'Title', kind: 'title', autoComplete: 'off' },
  { name: 'sDescription', label: 'Message', kind: 'message', autoComplete: 'off' },
] as const satisfies readonly TextFieldSpec[];

/** Text fields of the product inquiry form, in screen order (the product select sits after the phone). */
export const productInquiryTextFields = [
  { name: 'sFirstName', label: 'Full name', kind: 'name', autoComplete: 'name' },
  { name: 'sEmail', label: 'E-mail', kind: 'email', autoComplete: 'email' },
  { name: 'sContactNo', label: 'Phone', kind: 'phone', autoComplete: 'tel' },
  { name: 'sDescription', label: 'Message', kind: 'message', autoComplete: 'off' },
] as const satisfies readonly TextFieldSpec[];

/** The subscribe form's one field. */
export const subscribeEmailField = {
  name: 'sEmail',
  label: 'Your e-mail address',
  kind: 'email',
  autoComplete: 'email',
} as const satisfies TextFieldSpec;
