import { Link } from '@/components/ui/link';
import { AlertPage, AlertProblem } from '@/components/alerts/alert-page';
import styles from '@/components/alerts/alert-page.module.css';
import {
  CONFIRM_PARAM,
  DELETE_ALL,
  DeleteAllConfirmation,
} from '@/components/alerts/delete-all-confirmation';
import { ManagedAlertList } from '@/components/alerts/managed-alert-list';
import { buttonClassName } from '@/components/ui/button-styles';
import { ALERT_PAGE_PATHS } from '@/lib/alerts/alert-links';
import {
  alertPageMetadata,
  readManageToken,
  readToken,
  TOKEN_PROBLEM_MESSAGES,
} from '@/lib/alerts/alert-pages';

export const metadata = alertPageMetadata(
  'manage',
  'Your property alerts',
  'See, change and delete the e-mail alerts of your saved property searches.',
);

interface ManagePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const DONE_MESSAGES: Record<string, string> = {
  deleted: 'The alert is deleted.',
  'deleted-all': 'All your alerts are deleted, and your address with them.',
  frequency: 'The alert now sends at its new frequency.',
};

/** Reached from any alert e-mail: the alerts of that e-mail's address, and nobody else's. */
export default async function ManageAlertsPage({ searchParams }: ManagePageProps) {
  const params = await searchParams;
  const token = readToken(params.token);
  const result = await readManageToken(token);
  if (!result.ok) {
    return (
      <AlertPage title="Your property alerts">
        <AlertProblem message={TOKEN_PROBLEM_MESSAGES[result.problem]} />
      </AlertPage>
    );
  }
  const done = typeof params.done === 'string' ? DONE_MESSAGES[params.done] : undefined;
  const { alerts } = result.value;
  if (params[CONFIRM_PARAM] === DELETE_ALL && alerts.length > 0) {
    return (
      <AlertPage title="Delete all your alerts?">
        <DeleteAllConfirmation token={token} permalink={ALERT_PAGE_PATHS.manage} count={alerts.length} />
      </AlertPage>
    );
  }
  return (
    <AlertPage title="Your property alerts">
      {done && (
        <p className={styles.done} role="status">
          {done}
        </p>
      )}
      {params.done === 'failed' && <AlertProblem message={TOKEN_PROBLEM_MESSAGES.unavailable} />}
      {alerts.length > 0 ? (
        <ManagedAlertList token={token} permalink={ALERT_PAGE_PATHS.manage} alerts={alerts} />
      ) : (
        <>
          <p className={styles.text}>You have no saved searches with e-mail alerts.</p>
          <Link href="/search" className={buttonClassName('secondary')}>
            Search properties
          </Link>
        </>
      )}
    </AlertPage>
  );
}
