import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { AlertActionForm } from './alert-action-form';
import { CONFIRM_PARAM, DELETE_ALL } from './delete-all-confirmation';
import { FREQUENCY_LABELS, FREQUENCY_WORDS } from '@/lib/alerts/alert-form-state';
import { changeFrequencyAction, deleteAlertAction } from '@/lib/alerts/alert-page-actions';
import type { DescribedAlert } from '@/lib/alerts/alert-pages';
import { alertSearchHref } from '@/lib/alerts/alert-state';
import { describeAlert } from '@/lib/alerts/describe-search';
import { ALERT_FREQUENCIES } from '@/lib/alerts/digest-period';
import controls from '@/components/forms/form-controls.module.css';
import styles from './alert-page.module.css';

export interface ManagedAlertListProps {
  token: string;
  /** The manage page's path, where its forms post. */
  permalink: string;
  alerts: DescribedAlert[];
}

function statusOf({ alert }: DescribedAlert): string {
  const frequency = FREQUENCY_WORDS[alert.frequency];
  return alert.confirmedAt ? `${frequency} e-mails` : `${frequency}, waiting for confirmation`;
}

function FrequencyForm({
  token,
  permalink,
  entry,
}: {
  token: string;
  permalink: string;
  entry: DescribedAlert;
}) {
  const id = `frequency-${entry.alert.id}`;
  return (
    <AlertActionForm action={changeFrequencyAction} permalink={permalink} className={styles.frequency}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="alertId" value={entry.alert.id} />
      <label htmlFor={id} className={styles.meta}>
        How often<span className="visually-hidden"> for {describeAlert(entry)}</span>
      </label>
      <select id={id} name="frequency" defaultValue={entry.alert.frequency} className={controls.input}>
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonClassName('secondary')}>
        Change<span className="visually-hidden"> how often for {describeAlert(entry)}</span>
      </button>
    </AlertActionForm>
  );
}

/** One address's alerts, each with how often it sends and its own delete button, and one to delete them all. */
export function ManagedAlertList({ token, permalink, alerts }: ManagedAlertListProps) {
  return (
    <>
      <ul className={styles.list}>
        {alerts.map((entry) => (
          <li key={entry.alert.id} className={styles.item}>
            <div>
              <Link href={alertSearchHref(entry.state)}>{describeAlert(entry)}</Link>
              <p className={styles.meta}>{statusOf(entry)}</p>
            </div>
            <FrequencyForm token={token} permalink={permalink} entry={entry} />
            <AlertActionForm action={deleteAlertAction} permalink={permalink}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="alertId" value={entry.alert.id} />
              <button type="submit" className={buttonClassName('secondary')}>
                Delete<span className="visually-hidden"> {describeAlert(entry)}</span>
              </button>
            </AlertActionForm>
          </li>
        ))}
      </ul>
      {/* Asks first, on a page of its own (DeleteAllConfirmation): a plain form, scripts or not. */}
      <form method="get" action={permalink} className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          name={CONFIRM_PARAM}
          value={DELETE_ALL}
          className={buttonClassName('quiet-danger')}
        >
          Delete all my alerts
        </button>
      </form>
    </>
  );
}
