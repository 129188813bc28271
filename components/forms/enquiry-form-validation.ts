import { useState, type FormEvent } from 'react';
import { ENQUIRY_FIELDS, type EnquiryFormValues } from '@/lib/enquiries/form-state';
import { ENQUIRY_RULES, type EnquiryField } from '@/lib/validation/enquiry-rules';
import { validateField, validateForm, type FormErrors } from '@/lib/validation/validators';

/** null records a field checked and found valid, which hides a stale server error for it. */
type ClientErrors = Partial<Record<EnquiryField, string | null>>;

export interface EnquiryFormValidation {
  values: EnquiryFormValues;
  errorFor: (field: EnquiryField) => string | undefined;
  handleChange: (field: EnquiryField, value: string) => void;
  handleBlur: (field: EnquiryField) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** SPEC §5 in the browser: blur validates one field, submit validates all and blocks when any fails. */
export function useEnquiryFormValidation(
  initialValues: EnquiryFormValues,
  serverErrors: FormErrors<EnquiryField> | undefined,
  pending: boolean,
): EnquiryFormValidation {
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<ClientErrors>({});

  // Errors found in this browser win; the server's describe the last submission, so they are hidden
  // while the next one is on its way.
  function errorFor(field: EnquiryField): string | undefined {
    const clientError = clientErrors[field];
    if (clientError !== undefined) return clientError ?? undefined;
    return pending ? undefined : serverErrors?.[field];
  }

  function handleChange(field: EnquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field already showing an error is re-checked as the visitor types: fixing it clears the
    // message at once, instead of on blur, where the layout would shift under the pointer as it
    // moves to the submit button and the click would miss.
    if (typeof clientErrors[field] === 'string') {
      setClientErrors((current) => ({ ...current, [field]: validateField(value, ENQUIRY_RULES[field]) }));
    }
  }

  function handleBlur(field: EnquiryField) {
    const message = validateField(values[field], ENQUIRY_RULES[field]);
    setClientErrors((current) => ({ ...current, [field]: message }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const { errors, valid } = validateForm(values, ENQUIRY_RULES);
    if (valid) {
      // Let the server's answer to this submission show next.
      setClientErrors({});
      return;
    }
    // Cancelling the submit event stops React from calling the form's action.
    event.preventDefault();
    setClientErrors(Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, errors[field] ?? null])));
    const firstInvalid = ENQUIRY_FIELDS.find((field) => errors[field]);
    const element = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  return { values, errorFor, handleChange, handleBlur, handleSubmit };
}
