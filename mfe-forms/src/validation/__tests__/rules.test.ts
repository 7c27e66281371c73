import { emailPattern, fieldError, isPhoneNumber, maxLengths } from '../rules';

const letters = (n: number) => 'a'.repeat(n);

describe('the e-mail pattern of the spec', () => {
  it.each([
    'a@bc.de',
    'asha.patel@example.com',
    'first-last@company.in',
    'A1.B2-C3@Example.ORG',
    '123@abc.io',
    `name@example.${letters(63)}`,
    `name@example.${letters(2)}`,
  ])('accepts %s', (email) => {
    expect(emailPattern.test(email)).toBe(true);
  });

  it.each([
    ['an ending of 64 letters', `name@example.${letters(64)}`],
    ['an ending of 1 letter', 'name@example.c'],
    ['an ending with a digit', 'name@example.c0m'],
    ['a domain of 1 letter', 'name@e.com'],
    ['a domain with a digit', 'name@ex4mple.com'],
    ['a domain with a hyphen', 'name@my-company.com'],
    ['a sub-domain (two dots)', 'name@mail.example.com'],
    ['no local part', '@example.com'],
    ['no @', 'name.example.com'],
    ['two @', 'na@me@example.com'],
    ['a plus sign', 'name+tag@example.com'],
    ['an underscore', 'first_last@example.com'],
    ['a space', 'first last@example.com'],
    ['no dot after the domain', 'name@example'],
    ['empty', ''],
  ])('rejects %s', (_case, email) => {
    expect(emailPattern.test(email)).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['+91 265 235 0101', '+61 (7) 3000-4567', '0265-2350101', '(02) 9999 8888', '98250 12345'])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['12345', '+1234567890123456', 'call me', '+91 265 235 0101 ext 2', '91+2652350101', '98250.12345'])(
    'rejects %s',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(false);
    },
  );
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
