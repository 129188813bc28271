import { consentText, FREQUENCY_LABELS } from '@/lib/alerts/alert-form-state';
import type { AlertToConfirm } from '@/lib/alerts/alert-confirmation-page';
import { ALERT_PAGE_PATHS } from '@/lib/alerts/alert-links';
import { confirmAlertsAction } from '@/lib/alerts/alert-page-actions';
import { publicConfig } from '@/lib/config';
import { buttonClassName } from '@/components/ui/button-styles';
import { AlertActionForm } from './alert-action-form';
import styles from './alert-page.module.css';

export interface AlertConfirmationFormProps {
  token: string;
  alerts: AlertToConfirm[];
}

/**
 * The searches a confirmation link would start, and the one button that starts them: a POST with
 * the link's token. Opening the link alone confirms nothing.
 */
export function AlertConfirmationForm({ token, alerts }: AlertConfirmationFormProps) {
  const many = alerts.length > 1;
  return (
    <>
      <p className={styles.text}>
        Press the button to start e-mails with new and updated listings for{' '}
        {many ? 'these searches' : 'this search'}:
      </p>
      <ul className={styles.list}>
        {alerts.map(({ alert, description }) => (
          <li key={alert.id} className={styles.item}>
            <div>
              <p className={`${styles.text} ${styles.search}`}>{description}</p>
              <p className={styles.meta}>{FREQUENCY_LABELS[alert.frequency]} e-mails</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>You agree: “{consentText(publicConfig.brandName)}”</p>
      <AlertActionForm
        action={confirmAlertsAction}
        permalink={ALERT_PAGE_PATHS.confirm}
        className={styles.actions}
      >
        <input type="hidden" name="token" value={token} />
        {alerts.map(({ alert }) => (
          <input key={alert.id} type="hidden" name="alertId" value={alert.id} />
        ))}
        <button type="submit" className={buttonClassName('primary')}>
          {many ? 'Confirm my alerts' : 'Confirm my alert'}
        </button>
      </AlertActionForm>
      <p className={styles.meta}>
        Did not ask for this? Do nothing: we send no more, and the request is deleted within 7 days.
      </p>
    </>
  );
}
