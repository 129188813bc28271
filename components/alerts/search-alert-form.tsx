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
import { BotTrap, FieldError, RequiredMark } from '@/components/forms/form-parts';
import controls from '@/components/forms/form-controls.module.css';
import { SearchAlertConsent, SearchAlertSuccess } from './search-alert-parts';
import styles from './search-alert.module.css';

export interface SearchAlertFormProps {
  stateKey: string;
  /** The page the form is on, where it posts before scripts run (the alert form's own page). */
  permalink?: string;
}

/** E-mail, how often, consent; SPEC §5's messages on submit, then the server action. */
export function SearchAlertForm({ stateKey, permalink }: SearchAlertFormProps) {
  const id = useId();
  const [state, formAction, pending] = useActionState(
    saveSearchAlertAction,
    INITIAL_SEARCH_ALERT_FORM_STATE,
    permalink,
  );
  // Sent before scripts run (the alert form's own page), the page comes back with what was sent.
  const [values, setValues] = useState<SearchAlertFormValues>(
    () => state.values ?? { email: '', frequency: 'weekly', consent: '' },
  );
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
    <form className={controls.form} action={formAction} onSubmit={handleSubmit} noValidate>
      {!pending && !clientErrors && state.status === 'error' && state.message && (
        <p role="alert" className={controls.summary}>
          {state.message}
        </p>
      )}
      <input type="hidden" name="stateKey" value={stateKey} />
      <div className={controls.field}>
        <label htmlFor={emailId} className={controls.label}>
          E-mail
          <RequiredMark empty={values.email.trim() === ''} />
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
          className={`${controls.input} ${errors.email ? controls.invalid : ''}`}
          data-autofocus
        />
        {errors.email && <FieldError id={`${emailId}-error`} field="E-mail" message={errors.email} />}
      </div>
      <fieldset className={styles.frequency}>
        <legend className={controls.label}>How often</legend>
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
      <BotTrap idPrefix={id} />
      <button type="submit" className={`${buttonClassName('primary')} ${controls.submit}`} disabled={pending}>
        {pending ? 'Saving…' : 'Email me new listings'}
      </button>
    </form>
  );
}
