'use client';

import { useActionState, useId, useState, type FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import {
  FREQUENCY_LABELS,
  INITIAL_SEARCH_ALERT_FORM_STATE,
  type SearchAlertFormValues,
} from '@/lib/alerts/alert-form-state';
import { ALERT_FREQUENCIES } from '@/lib/alerts/digest-period';
import { saveSearchAlertAction } from '@/lib/alerts/save-search-alert-action';
import {
  SEARCH_ALERT_LIMITS,
  SEARCH_ALERT_RULES,
  type SearchAlertField,
} from '@/lib/validation/search-alert-rules';
import { validateForm, type FormErrors } from '@/lib/validation/validators';
import { SearchAlertConsent, SearchAlertSuccess } from './search-alert-parts';
import styles from './search-alert.module.css';

export interface SearchAlertFormProps {
  stateKey: string;
}

/** E-mail, how often, consent; SPEC §5's messages on submit, then the server action. */
export function SearchAlertForm({ stateKey }: SearchAlertFormProps) {
  const id = useId();
  const [state, formAction, pending] = useActionState(saveSearchAlertAction, INITIAL_SEARCH_ALERT_FORM_STATE);
  const [values, setValues] = useState<SearchAlertFormValues>({
    email: '',
    frequency: 'weekly',
    consent: '',
  });
  const [clientErrors, setClientErrors] = useState<FormErrors<SearchAlertField> | null>(null);
  const errors = clientErrors ?? (pending ? {} : (state.fieldErrors ?? {}));

  if (state.status === 'success') return <SearchAlertSuccess email={state.email ?? ''} />;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const { errors: found, valid } = validateForm(
      { email: values.email, consent: values.consent },
      SEARCH_ALERT_RULES,
    );
    setClientErrors(valid ? null : found);
    if (!valid) event.preventDefault();
  }

  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  return (
    <form className={styles.form} action={formAction} onSubmit={handleSubmit} noValidate>
      {!pending && !clientErrors && state.status === 'error' && state.message && (
        <p role="alert" className={styles.summary}>
          {state.message}
        </p>
      )}
      <input type="hidden" name="stateKey" value={stateKey} />
      <div className={styles.field}>
        <label htmlFor={emailId} className={styles.label}>
          E-mail
          {values.email.trim() === '' && (
            <>
              {' '}
              <span className={styles.asterisk} aria-hidden="true">
                *
              </span>
              <span className="visually-hidden">(required)</span>
            </>
          )}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={SEARCH_ALERT_LIMITS.email}
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          className={`${styles.input} ${errors.email ? styles.invalid : ''}`}
          data-autofocus
        />
        {errors.email && (
          <p id={`${emailId}-error`} className={styles.error}>
            {errors.email}
          </p>
        )}
      </div>
      <fieldset className={styles.frequency}>
        <legend className={styles.label}>How often</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className={styles.choice}>
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={values.frequency === frequency}
              onChange={() => setValues({ ...values, frequency })}
            />
            {FREQUENCY_LABELS[frequency]}
          </label>
        ))}
      </fieldset>
      <SearchAlertConsent
        id={consentId}
        checked={values.consent === 'yes'}
        error={errors.consent}
        onChange={(checked) => setValues({ ...values, consent: checked ? 'yes' : '' })}
      />
      {/* Off-screen and hidden from assistive technology: people never fill it, form-filling bots do. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={`${buttonClassName('primary')} ${styles.submit}`} disabled={pending}>
        {pending ? 'Saving…' : 'Email me new listings'}
      </button>
    </form>
  );
}
