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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const TEN_DIGITS = /^\d{10}$/;

function isEmpty(value: string): boolean {
  return value.trim() === '';
}

function checkValidator(validator: Validator, value: string, password: string | undefined): string | null {
  switch (validator) {
    case 'required':
      return isEmpty(value) ? VALIDATION_MESSAGES.required : null;
    case 'email':
      return EMAIL_PATTERN.test(value.trim()) ? null : VALIDATION_MESSAGES.email;
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
