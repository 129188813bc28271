/**
 * The generic form validators of SPEC §5, shared by every form of the site.
 * Non-required empty fields skip validation; blur validates one field; submit validates all.
 */

export const VALIDATION_MESSAGES = {
  required: 'Field is required',
  email: 'Please enter a valid email address.',
  password: 'Must contain at least 8 characters',
  confirmPassword: "Passwords doesn't match",
  passwordNotProvided: 'Password not provided',
  min2: 'Must contain at least 2 characters',
  min6: 'Must contain at least 6 characters',
  phone: 'Invalid phone number',
} as const;

export type Validator = 'required' | 'email' | 'password' | 'confirmPassword' | 'min2' | 'min6' | 'phone';

export interface FieldRule {
  required?: boolean;
  validators?: readonly Validator[];
}

export type FormRules<Field extends string> = Record<Field, FieldRule>;
export type FormValues<Field extends string> = Record<Field, string>;
export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A plain address, `local@host` and nothing else: the local part a dot-atom of RFC 5322 (letters,
 * digits and the symbols an atom allows, between single dots, but `%` and `!`, which old relays read
 * as a route), the host name labels of letters, digits and hyphens. So no display name, comment,
 * angle bracket, quote, comma, semicolon, space or control character: what a mail library reads as
 * a name to show beside the address, or as a second recipient.
 */
const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
/** What a visitor's domain ends in: a top-level domain of letters (or an IDN's `xn--`). */
const TOP_LEVEL_DOMAIN = /\.([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** RFC 5321: 64 octets of local part, 254 of forward path. */
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 254;
const TEN_DIGITS = /^\d{10}$/;

/**
 * True for a plain `local@host`, exactly as given (nothing trimmed): what mail is ever addressed to.
 * The host may be one the site names itself (`enquiries@127.0.0.1` while it runs on a test address).
 */
export function isPlainMailbox(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.length > MAX_ADDRESS_LENGTH) return false;
  const local = value.slice(0, at);
  return local.length <= MAX_LOCAL_PART_LENGTH && LOCAL_PART.test(local) && HOST.test(value.slice(at + 1));
}

/** A plain mailbox whose domain ends in a top-level domain: what a visitor may type as an address. */
export function isPlainEmailAddress(value: string): boolean {
  return isPlainMailbox(value) && TOP_LEVEL_DOMAIN.test(value.slice(value.lastIndexOf('@')));
}

/** An address as every limit counts it: trimmed and lower-cased, so no spelling of it is a new address. */
export function normaliseEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}

function isEmpty(value: string): boolean {
  return value.trim() === '';
}

function checkValidator(validator: Validator, value: string, password: string | undefined): string | null {
  switch (validator) {
    case 'required':
      return isEmpty(value) ? VALIDATION_MESSAGES.required : null;
    case 'email':
      return isPlainEmailAddress(value.trim()) ? null : VALIDATION_MESSAGES.email;
    case 'password':
      return value.length >= 8 ? null : VALIDATION_MESSAGES.password;
    case 'confirmPassword':
      if (password === undefined || password === '') return VALIDATION_MESSAGES.passwordNotProvided;
      return value === password ? null : VALIDATION_MESSAGES.confirmPassword;
    case 'min2':
      return value.trim().length >= 2 ? null : VALIDATION_MESSAGES.min2;
    case 'min6':
      return value.trim().length >= 6 ? null : VALIDATION_MESSAGES.min6;
    case 'phone':
      // People write numbers in groups ("082 555 0147"); the rule is about the digits.
      return TEN_DIGITS.test(value.replace(/[\s-]/g, '')) ? null : VALIDATION_MESSAGES.phone;
  }
}

/** The first failing message for one field, or null when it is valid. */
export function validateField(value: string, rule: FieldRule, password?: string): string | null {
  if (isEmpty(value)) return rule.required ? VALIDATION_MESSAGES.required : null;
  for (const validator of rule.validators ?? []) {
    const message = checkValidator(validator, value, password);
    if (message) return message;
  }
  return null;
}

/** Validates every field; `valid` is true only when no field has an error. */
export function validateForm<Field extends string>(
  values: FormValues<Field>,
  rules: FormRules<Field>,
): { errors: FormErrors<Field>; valid: boolean } {
  const errors: FormErrors<Field> = {};
  const password = 'password' in values ? (values as Record<string, string>).password : undefined;
  for (const field of Object.keys(rules) as Field[]) {
    const message = validateField(values[field] ?? '', rules[field], password);
    if (message) errors[field] = message;
  }
  return { errors, valid: Object.keys(errors).length === 0 };
}
