// A hyphen in a character class is escaped, so that the browser can read the pattern too (see `fieldPatterns`).
const localPart = String.raw`[A-Za-z0-9_%+\-]+(?:\.[A-Za-z0-9_%+\-]+)*`;
const domainLabel = String.raw`[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?`;

/**
 * An e-mail address as prospective clients write it: a local part of letters, digits and `._%+-`
 * with no leading, trailing or doubled dot; one @; domain labels of letters, digits and inner
 * hyphens, with at least 2 characters between the @ and the last dot; an ending of 2 to 63 letters.
 * So `name@company.com.au`, `first_last@…`, `name+tag@…` and `x@163.com` pass, `.@ex.com` does not.
 */
export const emailPattern = new RegExp(
  String.raw`^${localPart}@(?=[^@]{2,}\.[A-Za-z]{2,63}$)(?:${domainLabel}\.)+[A-Za-z]{2,63}$`,
);

/** Maximum lengths (after trimming) per kind of field; the inputs enforce them too. */
export const maxLengths = {
  name: 80,
  email: 254,
  phone: 25,
  title: 150,
  message: 2000,
} as const;

export type FieldKind = keyof typeof maxLengths;

/** Digits a phone number may hold: 6 (short local numbers) to 15 (the E.164 maximum). */
const phoneDigits = { min: 6, max: 15 } as const;

/** International formats on one line: an optional leading +, then digits, spaces, dashes and brackets. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d ()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/**
 * The rules of `fieldError` as the inputs' `pattern` attributes, so that a browser without the page's
 * scripts refuses what the forms refuse. The browser anchors a pattern at both ends, reads it with the
 * `v` flag (a hyphen or bracket in a character class is escaped) and checks the value as typed: a
 * pattern allows the spaces around it that the forms trim. An e-mail input strips them itself. A
 * message is a textarea, which has no pattern: `required` alone.
 */
export const fieldPatterns: Partial<Record<FieldKind, string>> = {
  name: String.raw`\s*\S.*`,
  title: String.raw`\s*\S.*`,
  email: emailPattern.source,
  phone: String.raw`\s*\+?(?=(?:\D*\d){${phoneDigits.min},${phoneDigits.max}}\D*$)[\d \(\)\-]+`,
};

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/**
 * Why a trimmed value of a required field is not acceptable, or undefined when it is. The forms
 * and the local inquiry API both use it, so the browser and the server agree.
 */
export function fieldError(kind: FieldKind, label: string, value: string): string | undefined {
  if (value === '') return `${label} is required.`;
  if (value.length > maxLengths[kind]) return `${label} can be at most ${maxLengths[kind]} characters.`;
  if (kind === 'email' && !isEmail(value)) return 'Enter a valid e-mail address, like name@example.com.';
  if (kind === 'phone' && !isPhoneNumber(value)) {
    return 'Enter a phone number of 6 to 15 digits; +, spaces, dashes and brackets are fine.';
  }
  return undefined;
}
