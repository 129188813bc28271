import { consentText, FREQUENCY_WORDS } from '@/lib/alerts/alert-form-state';
import type { AlertToConfirm } from '@/lib/alerts/alert-confirmation-page';
import { ALERT_PAGE_PATHS } from '@/lib/alerts/alert-links';
import { confirmAlertsAction } from '@/lib/alerts/alert-page-actions';
import { publicConfig } from '@/lib/config';
import { buttonClassName } from '@/components/ui/button-styles';
import { AlertActionForm } from './alert-action-form';
import styles from './alert-page.module.css';

export interface AlertConfirmationFormProps {
  token: string;
  /** The address's alerts that wait; the link's own (if among them) is the one ticked. */
  alerts: AlertToConfirm[];
}

function introOf(alerts: AlertToConfirm[]): string {
  if (!alerts.some((entry) => entry.named)) {
    return 'Other searches saved for this address are waiting for confirmation. Tick any you asked for:';
  }
  if (alerts.length === 1)
    return 'Press the button to start e-mails with new and updated listings for this search:';
  return 'This link was sent for the ticked search. The others were saved for this address later, by you or by someone else: tick only those you asked for.';
}

/**
 * The searches a confirmation link may start, each with a box of its own, and one button that
 * starts the ticked ones: a POST with the link's token, with or without scripts. Opening the link
 * alone confirms nothing, and only the link's own search is ticked before the visitor ticks more.
 */
export function AlertConfirmationForm({ token, alerts }: AlertConfirmationFormProps) {
  const onlyOwn = alerts.length === 1 && alerts[0]?.named === true;
  return (
    <>
      <p className={styles.text}>{introOf(alerts)}</p>
      <AlertActionForm
        action={confirmAlertsAction}
        permalink={ALERT_PAGE_PATHS.confirm}
        className={styles.form}
      >
        <input type="hidden" name="token" value={token} />
        <ul className={styles.list}>
          {alerts.map(({ alert, description, named }) => (
            <li key={alert.id} className={styles.item}>
              <label className={styles.pick}>
                <input type="checkbox" name="alertId" value={alert.id} defaultChecked={named} />
                <span>
                  <span className={`${styles.text} ${styles.search}`}>{description}</span>
                  <span className={styles.meta}>{FREQUENCY_WORDS[alert.frequency]} e-mails</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className={styles.meta}>You agree: “{consentText(publicConfig.brandName)}”</p>
        <div className={styles.actions}>
          <button type="submit" className={buttonClassName('primary')}>
            {onlyOwn ? 'Confirm my alert' : 'Confirm the ticked alerts'}
          </button>
        </div>
      </AlertActionForm>
      <p className={styles.meta}>
        Did not ask for this? Do nothing: we send no more, and the request is deleted within 7 days.
      </p>
    </>
  );
}
