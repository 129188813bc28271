'use client';

import { usePathname } from 'next/navigation';
import { useActionState, useId, useLayoutEffect, useRef } from 'react';
import { BotTrap, RequiredMark } from '@/components/forms/form-parts';
import controls from '@/components/forms/form-controls.module.css';
import { buttonClassName } from '@/components/ui/button-styles';
import {
  INITIAL_REPORT_FORM_STATE,
  REPORT_DETAILS_LIMIT,
  REPORT_REASONS,
  type ReportField,
} from '@/lib/enquiries/listing-report';
import { submitListingReportAction } from '@/lib/enquiries/submit-report-action';
import { ENQUIRY_LIMITS } from '@/lib/validation/enquiry-rules';
import styles from './listing-report.module.css';

export interface ListingReportFormProps {
  propertyKey: string;
  unitKey?: string;
  listingHref: string;
}

/** Once the report is stored the form gives way to its reference, which takes focus in the same commit. */
function ReportSent({ reference, listingHref }: { reference: string; listingHref: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.sent}>
      Thank you — your report has reached our listings desk, who will check the listing. Reference {reference}
      . <a href={listingHref}>Back to the listing</a>
    </p>
  );
}

/** "Report this listing": a reason, an optional note and an optional address for a reply; a plain form before scripts. */
export function ListingReportForm({ propertyKey, unitKey, listingHref }: ListingReportFormProps) {
  const id = useId();
  const [state, formAction, pending] = useActionState(
    submitListingReportAction,
    INITIAL_REPORT_FORM_STATE,
    usePathname() ?? undefined,
  );
  if (state.status === 'success' && state.reference) {
    return <ReportSent reference={state.reference} listingHref={listingHref} />;
  }
  const { values, fieldErrors = {} } = state;
  const described = (field: ReportField) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const error = (field: ReportField) =>
    fieldErrors[field] && (
      <p id={`${id}-${field}-error`} className={controls.error}>
        {fieldErrors[field]}
      </p>
    );

  return (
    <form className={controls.form} action={formAction}>
      {!pending && state.status === 'error' && state.message && (
        <p role="alert" className={controls.summary}>
          {state.message}
        </p>
      )}
      <input type="hidden" name="propertyKey" value={propertyKey} />
      {unitKey && <input type="hidden" name="unitKey" value={unitKey} />}
      <fieldset
        className={styles.reasons}
        aria-describedby={fieldErrors.reason ? `${id}-reason-error` : undefined}
      >
        <legend className={controls.label}>
          What is wrong with it?
          <RequiredMark empty={!values?.reason} />
        </legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason.value} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={reason.value}
              required
              defaultChecked={values?.reason === reason.value}
            />
            {reason.label}
          </label>
        ))}
        {error('reason')}
      </fieldset>
      <div className={controls.field}>
        <label htmlFor={`${id}-details`} className={controls.label}>
          What should we know? <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={4}
          maxLength={REPORT_DETAILS_LIMIT}
          defaultValue={values?.details}
          className={`${controls.input} ${fieldErrors.details ? controls.invalid : ''}`}
          {...described('details')}
        />
        {error('details')}
      </div>
      <div className={controls.field}>
        <label htmlFor={`${id}-email`} className={controls.label}>
          Your e-mail, for a reply <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.email}
          defaultValue={values?.email}
          className={`${controls.input} ${fieldErrors.email ? controls.invalid : ''}`}
          {...described('email')}
        />
        {error('email')}
      </div>
      <BotTrap idPrefix={id} />
      <button type="submit" className={`${buttonClassName('primary')} ${controls.submit}`} disabled={pending}>
        {pending ? 'Sending…' : 'Send report'}
      </button>
    </form>
  );
}
