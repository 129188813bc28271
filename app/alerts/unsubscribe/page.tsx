import { Link } from '@/components/ui/link';
import { AlertActionForm } from '@/components/alerts/alert-action-form';
import { AlertPage, AlertProblem } from '@/components/alerts/alert-page';
import styles from '@/components/alerts/alert-page.module.css';
import { buttonClassName } from '@/components/ui/button-styles';
import { ALERT_PAGE_PATHS } from '@/lib/alerts/alert-links';
import { unsubscribeAction } from '@/lib/alerts/alert-page-actions';
import {
  alertPageMetadata,
  readToken,
  readUnsubscribeToken,
  TOKEN_PROBLEM_MESSAGES,
} from '@/lib/alerts/alert-pages';
import { describeAlert } from '@/lib/alerts/describe-search';

export const metadata = alertPageMetadata(
  'unsubscribe',
  'Unsubscribe from a property alert',
  'Stop the e-mails of a saved property search.',
);

interface UnsubscribePageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The unsubscribe link of every alert e-mail. Opening it changes nothing (mail scanners open links);
 * its one button does. Mail clients unsubscribe without it, by RFC 8058's one-click POST.
 */
export default async function UnsubscribePage({ searchParams }: UnsubscribePageProps) {
  const params = await searchParams;
  const token = readToken(params.token);
  const result = await readUnsubscribeToken(token);
  if (!result.ok) {
    return (
      <AlertPage title="We could not unsubscribe you">
        <AlertProblem message={TOKEN_PROBLEM_MESSAGES[result.problem]} />
      </AlertPage>
    );
  }
  if (!result.value) {
    return (
      <AlertPage title="You are unsubscribed">
        <p className={styles.done} role="status">
          You will get no more e-mails from this alert, and we deleted your address with it.
        </p>
        <Link href="/search" className={buttonClassName('secondary')}>
          Search properties
        </Link>
      </AlertPage>
    );
  }
  return (
    <AlertPage title="Unsubscribe from this alert?">
      {params.done === 'failed' && <AlertProblem message={TOKEN_PROBLEM_MESSAGES.unavailable} />}
      <p className={`${styles.text} ${styles.search}`}>{describeAlert(result.value)}</p>
      <p className={styles.text}>
        You will get no more e-mails about this search, and we delete your address with it.
      </p>
      <AlertActionForm
        action={unsubscribeAction}
        permalink={ALERT_PAGE_PATHS.unsubscribe}
        className={styles.actions}
      >
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClassName('primary')}>
          Unsubscribe
        </button>
      </AlertActionForm>
    </AlertPage>
  );
}
