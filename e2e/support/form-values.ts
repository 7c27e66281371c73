/** A form field by its label, with a value typed into it. */
export type Typed = readonly [label: string, value: string];

/** Values the Get in touch form's rules accept, in screen order (the service is chosen apart). */
export const getInTouchValues: readonly Typed[] = [
  ['First name', 'Asha'],
  ['Last name', 'Patel'],
  ['E-mail', 'asha.patel@example.com'],
  ['Contact no', '+91 265 235 0101'],
  ['Title', 'A new website'],
  ['Message', 'We would like a new website.'],
];

/** Values the product inquiry form's rules accept, in screen order (the product is chosen apart). */
export const productInquiryValues: readonly Typed[] = [
  ['Full name', 'Liam Brown'],
  ['E-mail', 'liam@school.au'],
  ['Phone', '+61 7 3000 4567'],
  ['Message', 'A demonstration, please.'],
];

/** The subscribe form's one field, with an address its rule accepts. */
export const subscribeValues: readonly Typed[] = [['Your e-mail address', 'name@example.com']];
