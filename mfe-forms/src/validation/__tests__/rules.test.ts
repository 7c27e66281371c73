import { emailPattern, fieldError, fieldPatterns, isPhoneNumber, maxLengths, type FieldKind } from '../rules';

const letters = (n: number) => 'a'.repeat(n);

describe('the e-mail rule', () => {
  it.each([
    'a@bc.de',
    'asha.patel@example.com',
    'first-last@company.in',
    'A1.B2-C3@Example.ORG',
    '123@abc.io',
    'name@company.com.au',
    'first_last@example.com',
    'name+tag@example.com',
    'x@mail.example.co.uk',
    'x@163.com',
    'x@my-site.com',
    'per%cent@example.com',
    `name@example.${letters(63)}`,
    `name@example.${letters(2)}`,
  ])('accepts %s', (email) => {
    expect(emailPattern.test(email)).toBe(true);
  });

  it.each([
    ['an ending of 64 letters', `name@example.${letters(64)}`],
    ['an ending of 1 letter', 'name@example.c'],
    ['an ending with a digit', 'name@example.c0m'],
    ['1 character between the @ and the last dot', 'name@e.com'],
    ['a leading dot', '.name@example.com'],
    ['a trailing dot', 'name.@example.com'],
    ['a doubled dot', 'na..me@example.com'],
    ['only a dot', '.@ex.com'],
    ['only dots', '..@ex.com'],
    ['a label starting with a hyphen', 'name@-example.com'],
    ['a label ending with a hyphen', 'name@example-.com'],
    ['an empty label', 'name@mail..example.com'],
    ['an underscore in the domain', 'name@my_site.com'],
    ['no local part', '@example.com'],
    ['no @', 'name.example.com'],
    ['two @', 'na@me@example.com'],
    ['a space', 'first last@example.com'],
    ['a newline', 'name@example.com\nBcc: x@example.com'],
    ['no dot after the domain', 'name@example'],
    ['empty', ''],
  ])('rejects %s', (_case, email) => {
    expect(emailPattern.test(email)).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['+91 265 235 0101', '+61 (7) 3000-4567', '0265-2350101', '(02) 9999 8888', '98250 12345'])(
    'accepts %s',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it.each([
    '12345',
    '+1234567890123456',
    'call me',
    '+91 265 235 0101 ext 2',
    '91+2652350101',
    '98250.12345',
    '98250\n12345',
    '98250\t12345',
  ])('rejects %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('fieldError', () => {
  it('requires a value', () => {
    expect(fieldError('name', 'First name', '')).toBe('First name is required.');
  });

  it('limits the length', () => {
    expect(fieldError('title', 'Title', 'x'.repeat(maxLengths.title))).toBeUndefined();
    expect(fieldError('title', 'Title', 'x'.repeat(maxLengths.title + 1))).toMatch(/at most/);
  });

  it('checks e-mails and phones by kind only', () => {
    expect(fieldError('email', 'E-mail', 'not-an-email')).toMatch(/valid e-mail/);
    expect(fieldError('phone', 'Phone', 'call me')).toMatch(/phone number/);
    expect(fieldError('message', 'Message', 'call me')).toBeUndefined();
  });
});

describe("the inputs' patterns", () => {
  /** How a browser checks an input's pattern: anchored at both ends, with the `v` flag. */
  const browserAccepts = (kind: FieldKind, value: string) =>
    new RegExp(`^(?:${fieldPatterns[kind] ?? ''})$`, 'v').test(value);

  it.each<[FieldKind, string]>([
    ['name', 'Asha'],
    ['name', '  Asha Patel '],
    ['name', ''],
    ['name', '   '],
    ['title', 'A new website'],
    ['title', ' '],
    ['email', 'asha.patel@example.com'],
    ['email', 'name+tag@mail.example.co.uk'],
    ['email', 'first-last@my-site.com'],
    ['email', '.@ex.com'],
    ['email', 'name@e.com'],
    ['email', 'name@example'],
    ['email', 'x@localhost'],
    ['phone', '+91 265 235 0101'],
    ['phone', ' +61 (7) 3000-4567 '],
    ['phone', '0265-2350101'],
    ['phone', '12345'],
    ['phone', '+1234567890123456'],
    ['phone', '91+2652350101'],
    ['phone', 'call me'],
    ['phone', ''],
  ])('a browser refuses for %s what the forms refuse: %j', (kind, value) => {
    expect(browserAccepts(kind, value)).toBe(fieldError(kind, 'Field', value.trim()) === undefined);
  });

  it('leaves the message to `required`: a textarea has no pattern', () => {
    expect(fieldPatterns.message).toBeUndefined();
  });
});
