import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { deleteAllAlertsAction } from '@/lib/alerts/alert-page-actions';
import { AlertActionForm } from './alert-action-form';
import styles from './alert-page.module.css';

/** The `?confirm=` of the manage page that asks whether to delete every alert. */
export const CONFIRM_PARAM = 'confirm';
export const DELETE_ALL = 'delete-all';

export interface DeleteAllConfirmationProps {
  token: string;
  permalink: string;
  count: number;
}

/** The step before deleting every alert of an address: what goes, the one red button, and a way back. */
export function DeleteAllConfirmation({ token, permalink, count }: DeleteAllConfirmationProps) {
  return (
    <>
      <p className={styles.text}>
        {count === 1 ? 'Your alert stops' : `All ${count} of your alerts stop`}, and we delete your e-mail
        address with {count === 1 ? 'it' : 'them'}. This cannot be undone.
      </p>
      <div className={styles.actions}>
        <AlertActionForm action={deleteAllAlertsAction} permalink={permalink}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClassName('danger')}>
            Yes, delete all my alerts
          </button>
        </AlertActionForm>
        <Link
          href={`${permalink}?token=${encodeURIComponent(token)}`}
          className={buttonClassName('secondary')}
        >
          Keep my alerts
        </Link>
      </div>
    </>
  );
}
