import type { FormRules } from './validators';

export type EnquiryField = 'name' | 'email' | 'phone' | 'message';

/** The enquiry form's rules, shared by the form in the browser and the server that stores it. */
export const ENQUIRY_RULES: FormRules<EnquiryField> = {
  name: { required: true, validators: ['min2'] },
  email: { required: true, validators: ['email'] },
  phone: { validators: ['phone'] },
  message: { required: true },
};

export const ENQUIRY_LIMITS: Record<EnquiryField, number> = {
  name: 100,
  email: 254,
  phone: 20,
  message: 4000,
};
