import { publicConfig } from '@/lib/config';
import { consentText } from '@/lib/alerts/alert-form-state';
import controls from '@/components/forms/form-controls.module.css';
import styles from './search-alert.module.css';

export interface SearchAlertConsentProps {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/** POPIA's consent: a box of its own, unticked, whose words name what will be sent. */
export function SearchAlertConsent({ id, checked, error, onChange }: SearchAlertConsentProps) {
  return (
    <div className={controls.field}>
      <label className={styles.consent} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="yes"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{consentText(publicConfig.brandName)}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className={controls.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface SearchAlertSuccessProps {
  email: string;
}

export function SearchAlertSuccess({ email }: SearchAlertSuccessProps) {
  return (
    <div role="status" className={styles.success}>
      <p className={styles.successTitle}>Check your inbox</p>
      <p>
        We e-mail a confirmation link to <strong>{email}</strong>: one a day at most, and its page lists every
        search you saved in the meantime for you to tick. Your alert starts once you confirm; until then we
        send nothing else.
      </p>
    </div>
  );
}
