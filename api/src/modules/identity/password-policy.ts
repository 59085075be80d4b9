import { AccountErrorCode, PASSWORD_MIN_LENGTH } from '@shop/contracts';
import { badRequest } from '../../lib/http-error.ts';

// The few passwords people pick first; long enough to pass the length rule, so they are named here.
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty123',
  'qwerty1234',
  'abc12345',
  'abcd1234',
  'iloveyou1',
  'welcome1',
  'welcome123',
  'admin123',
  'admin1234',
  'letmein1',
  'changeme1',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdf1234',
  'test1234',
  'cambodia1',
  'cambodia123',
  'phnompenh1',
]);

export interface PasswordContext {
  email?: string | null;
  phone?: string | null;
  name?: string | null;
}

/**
 * The minimum policy for every new password (registration, change, reset, admin reset): the schema already
 * bounds the length (8-128); here it must also mix letters and digits, not be a well-known password, and not
 * be the account's own e-mail, phone or name. Answers a 400 that says which rule failed.
 */
export function checkPasswordPolicy(password: string, context: PasswordContext = {}): void {
  // `rule` lets a front end say which rule failed in the reader's language.
  const weak = (rule: 'LENGTH' | 'LETTER_AND_DIGIT' | 'COMMON' | 'PERSONAL', message: string) =>
    badRequest(message, { code: AccountErrorCode.weakPassword, facts: { rule, minLength: PASSWORD_MIN_LENGTH } });
  if (password.length < PASSWORD_MIN_LENGTH)
    throw weak('LENGTH', `The password must have at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password))
    throw weak('LETTER_AND_DIGIT', 'The password must contain at least one letter and one digit');
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) throw weak('COMMON', 'This password is too common; choose another one');
  const own = [context.email, context.email?.split('@')[0], context.phone, context.name]
    .filter((value): value is string => !!value && value.length >= 4)
    .map((value) => value.toLowerCase());
  if (own.some((value) => lowered === value || (value.length >= 6 && lowered.includes(value)))) {
    throw weak('PERSONAL', 'The password must not contain your e-mail, phone number or name');
  }
}
