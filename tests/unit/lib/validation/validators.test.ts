import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validateField, validateForm } from '@/lib/validation/validators';

describe('validateField', () => {
  it('requires a value for required fields', () => {
    expect(validateField('', { required: true })).toBe('Field is required');
    expect(validateField('   ', { required: true })).toBe('Field is required');
    expect(validateField('x', { required: true })).toBeNull();
  });

  it('skips every rule on an empty optional field', () => {
    expect(validateField('', { validators: ['email', 'phone', 'min2'] })).toBeNull();
  });

  it('checks email addresses', () => {
    expect(validateField('thandi@example.co.za', { validators: ['email'] })).toBeNull();
    expect(validateField('thandi@example', { validators: ['email'] })).toBe(
      'Please enter a valid email address.',
    );
    expect(validateField('thandi example.co.za', { validators: ['email'] })).toBe(VALIDATION_MESSAGES.email);
  });

  it.each([
    'Thandi.Mokoena+alerts@Example.CO.ZA',
    "o'brien@example.com",
    'a@b.co',
    'x_y-z@mail.xn--p1ai',
    '  padded@example.co.za  ',
  ])('accepts the plain address %j', (value) => {
    expect(validateField(value, { validators: ['email'] })).toBeNull();
  });

  it.each([
    // A display name and angle brackets, a comment: each delivers to the victim under the sender's words.
    'Win_R5000<victim@x.co.za',
    'Win_R5000 <victim@x.co.za>',
    'victim@x.co.za(Call_0800123)',
    '"Call 0800123" victim@x.co.za',
    '"quoted"@x.co.za',
    'victim@x.co.za, other@x.co.za',
    'victim@x.co.za;other@x.co.za',
    'vic tim@x.co.za',
    'victim@x.co.za\r\nBcc: other@x.co.za',
    'victim\u0000@x.co.za',
    '.victim@x.co.za',
    'vic..tim@x.co.za',
    'victim%relay@x.co.za',
    'victim@-x.co.za',
    'victim@x.c',
    'victim@[127.0.0.1]',
    `${'a'.repeat(65)}@x.co.za`,
    `a@${'b'.repeat(250)}.za`,
  ])('refuses %j with SPEC §5’s message', (value) => {
    expect(validateField(value, { validators: ['email'] })).toBe('Please enter a valid email address.');
  });

  it('checks password length', () => {
    expect(validateField('1234567', { validators: ['password'] })).toBe('Must contain at least 8 characters');
    expect(validateField('12345678', { validators: ['password'] })).toBeNull();
  });

  it('compares a confirmation with the password', () => {
    expect(validateField('secret123', { validators: ['confirmPassword'] }, 'secret123')).toBeNull();
    expect(validateField('secret124', { validators: ['confirmPassword'] }, 'secret123')).toBe(
      "Passwords doesn't match",
    );
    expect(validateField('secret123', { validators: ['confirmPassword'] }, '')).toBe('Password not provided');
  });

  it('checks minimum lengths', () => {
    expect(validateField('A', { validators: ['min2'] })).toBe('Must contain at least 2 characters');
    expect(validateField('Al', { validators: ['min2'] })).toBeNull();
    expect(validateField('abcde', { validators: ['min6'] })).toBe('Must contain at least 6 characters');
    expect(validateField('abcdef', { validators: ['min6'] })).toBeNull();
  });

  it('accepts exactly ten digits for a phone number, grouped or not', () => {
    expect(validateField('0825550147', { validators: ['phone'] })).toBeNull();
    expect(validateField('082 555 0147', { validators: ['phone'] })).toBeNull();
    expect(validateField('082555014', { validators: ['phone'] })).toBe('Invalid phone number');
    expect(validateField('08255501477', { validators: ['phone'] })).toBe('Invalid phone number');
    expect(validateField('08255501a7', { validators: ['phone'] })).toBe('Invalid phone number');
  });
});

describe('validateForm', () => {
  it('validates every field and reports whether all are valid', () => {
    const rules = {
      name: { required: true, validators: ['min2'] as const },
      phone: { validators: ['phone'] as const },
    };
    expect(validateForm({ name: 'T', phone: '123' }, rules)).toEqual({
      errors: { name: 'Must contain at least 2 characters', phone: 'Invalid phone number' },
      valid: false,
    });
    expect(validateForm({ name: 'Thandi', phone: '' }, rules)).toEqual({ errors: {}, valid: true });
  });

  it('passes the password to the confirmation rule', () => {
    const rules = {
      password: { required: true, validators: ['password'] as const },
      confirm: { required: true, validators: ['confirmPassword'] as const },
    };
    expect(validateForm({ password: 'longenough', confirm: 'different1' }, rules).errors).toEqual({
      confirm: "Passwords doesn't match",
    });
  });
});
