import type { EnquiryField } from '@/lib/validation/enquiry-rules';
import type { FormErrors, FormValues } from '@/lib/validation/validators';

/** Shared by the client form and the server action, so it holds no server code and no 'use server'. */

export type EnquirySource = 'property' | 'unit' | 'contact';

export type EnquiryFormValues = FormValues<EnquiryField>;

/** Who will answer a stored enquiry: the listing's broker, or the enquiry desk for a general one. */
export type EnquiryAnswerer = { kind: 'broker'; name: string } | { kind: 'desk' };

export interface EnquiryFormState {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: FormErrors<EnquiryField>;
  /** What the visitor submitted, as typed, so a failure never costs them their message. */
  values?: EnquiryFormValues;
  reference?: string;
  answeredBy?: EnquiryAnswerer;
}

export const INITIAL_ENQUIRY_FORM_STATE: EnquiryFormState = { status: 'idle' };

/** Field order of the form, the server's checks and the error messages. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'phone', 'message'];

export const ENQUIRY_FIELD_LABELS: Record<EnquiryField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};
