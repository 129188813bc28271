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

/**
 * A listing report (source 'report') tells the desk what is wrong with a listing: it needs no name,
 * and an e-mail only for a reply; the message says what is wrong.
 */
export const REPORT_RULES: FormRules<EnquiryField> = {
  name: {},
  email: { validators: ['email'] },
  phone: { validators: ['phone'] },
  message: { required: true },
};
