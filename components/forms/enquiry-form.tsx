'use client';

import { usePathname } from 'next/navigation';
import { useActionState, useId } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { ENQUIRY_FIELDS, INITIAL_ENQUIRY_FORM_STATE, type EnquirySource } from '@/lib/enquiries/form-state';
import { submitEnquiryAction } from '@/lib/enquiries/submit-enquiry-action';
import { EnquiryFormConfirmation } from './enquiry-form-confirmation';
import { EnquiryFormField } from './enquiry-form-field';
import { EnquiryFormHiddenFields } from './enquiry-form-hidden-fields';
import { useEnquiryFormValidation } from './enquiry-form-validation';
import controls from './form-controls.module.css';
import styles from './enquiry-form.module.css';

export interface EnquiryFormProps {
  source: EnquirySource;
  propertyKey?: string;
  unitKey?: string;
  brokerKey?: string;
  heading?: string;
  defaultMessage?: string;
}

/** The enquiry form of property, unit and contact pages: SPEC §5 validation, then the server action. */
export function EnquiryForm({
  source,
  propertyKey,
  unitKey,
  brokerKey,
  heading,
  defaultMessage,
}: EnquiryFormProps) {
  const id = useId();
  // The page's own address as the form's action before scripts run: without it React writes
  // action="", which HTML does not allow (the form posts to the same page either way).
  const [state, formAction, pending] = useActionState(
    submitEnquiryAction,
    INITIAL_ENQUIRY_FORM_STATE,
    usePathname() ?? undefined,
  );
  const { values, errorFor, handleChange, handleBlur, handleSubmit } = useEnquiryFormValidation(
    { name: '', email: '', phone: '', message: defaultMessage ?? '' },
    state.fieldErrors,
    pending,
  );
  const headingId = `${id}-heading`;

  return (
    <section className={styles.enquiry} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
      )}
      {state.status === 'success' && state.reference && state.answeredBy ? (
        <EnquiryFormConfirmation reference={state.reference} answeredBy={state.answeredBy} />
      ) : (
        // Controlled fields keep their values through React's reset of the form after each action.
        <form className={controls.form} action={formAction} onSubmit={handleSubmit} noValidate>
          {!pending && state.status === 'error' && state.message && (
            <p role="alert" className={controls.summary}>
              {state.message}
            </p>
          )}
          <EnquiryFormHiddenFields
            idPrefix={id}
            source={source}
            propertyKey={propertyKey}
            unitKey={unitKey}
            brokerKey={brokerKey}
          />
          {ENQUIRY_FIELDS.map((field) => (
            <EnquiryFormField
              key={field}
              idPrefix={id}
              name={field}
              value={values[field]}
              error={errorFor(field)}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          ))}
          <button
            type="submit"
            className={`${buttonClassName('primary')} ${controls.submit}`}
            disabled={pending}
          >
            {pending ? 'Sending…' : 'Send enquiry'}
          </button>
        </form>
      )}
    </section>
  );
}
