import Link from 'next/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { AlertActionForm } from './alert-action-form';
import { FREQUENCY_LABELS } from '@/lib/alerts/alert-form-state';
import { deleteAlertAction, deleteAllAlertsAction } from '@/lib/alerts/alert-page-actions';
import type { DescribedAlert } from '@/lib/alerts/alert-pages';
import { alertSearchHref } from '@/lib/alerts/alert-state';
import { describeSearch } from '@/lib/alerts/describe-search';
import styles from './alert-page.module.css';

export interface ManagedAlertListProps {
  token: string;
  /** The manage page's path, where its forms post. */
  permalink: string;
  alerts: DescribedAlert[];
}

function statusOf({ alert }: DescribedAlert): string {
  const frequency = FREQUENCY_LABELS[alert.frequency];
  return alert.confirmedAt ? `${frequency} e-mails` : `${frequency}, waiting for confirmation`;
}

/** One address's alerts, each with its own delete button, and one to delete them all. */
export function ManagedAlertList({ token, permalink, alerts }: ManagedAlertListProps) {
  return (
    <>
      <ul className={styles.list}>
        {alerts.map((entry) => (
          <li key={entry.alert.id} className={styles.item}>
            <div>
              <Link href={alertSearchHref(entry.state)}>{describeSearch(entry.state)}</Link>
              <p className={styles.meta}>{statusOf(entry)}</p>
            </div>
            <AlertActionForm action={deleteAlertAction} permalink={permalink}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="alertId" value={entry.alert.id} />
              <button type="submit" className={buttonClassName('secondary')}>
                Delete<span className="visually-hidden"> {describeSearch(entry.state)}</span>
              </button>
            </AlertActionForm>
          </li>
        ))}
      </ul>
      <AlertActionForm action={deleteAllAlertsAction} permalink={permalink} className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClassName('primary')}>
          Delete all my alerts
        </button>
      </AlertActionForm>
    </>
  );
}
