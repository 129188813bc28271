import { Link } from '@/components/ui/link';
import { AlertConfirmationForm } from '@/components/alerts/alert-confirmation-form';
import { AlertPage, AlertProblem } from '@/components/alerts/alert-page';
import styles from '@/components/alerts/alert-page.module.css';
import { buttonClassName } from '@/components/ui/button-styles';
import { FREQUENCY_LABELS } from '@/lib/alerts/alert-form-state';
import { readConfirmToken } from '@/lib/alerts/alert-confirmation-page';
import { alertPageMetadata, readToken, TOKEN_PROBLEM_MESSAGES } from '@/lib/alerts/alert-pages';
import { alertSearchHref } from '@/lib/alerts/alert-state';

export const metadata = alertPageMetadata(
  'confirm',
  'Confirm your property alert',
  'Confirm the e-mail alert for a saved property search.',
);

interface ConfirmPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const NOTHING_TICKED = 'No search was ticked, so none was confirmed. Tick the searches you asked for.';

/**
 * The confirmation link of the double opt-in. Opening it shows the address's waiting searches, the
 * link's own alone ticked, and a button, and changes nothing (corporate mail scanners open every
 * link); the button's POST confirms the ticked ones.
 */
export default async function ConfirmAlertPage({ searchParams }: ConfirmPageProps) {
  const params = await searchParams;
  const token = readToken(params.token);
  const result = await readConfirmToken(token);
  if (!result.ok) {
    return (
      <AlertPage title="We could not confirm your alert">
        <AlertProblem message={TOKEN_PROBLEM_MESSAGES[result.problem]} />
      </AlertPage>
    );
  }
  if (!result.value) {
    return (
      <AlertPage title="This alert no longer exists">
        <AlertProblem message="It was deleted, or it was not confirmed within 7 days. You can save the search again." />
      </AlertPage>
    );
  }
  const { waiting, confirmed } = result.value;
  const notice =
    params.done === 'failed' ? (
      <AlertProblem message={TOKEN_PROBLEM_MESSAGES.unavailable} />
    ) : params.done === 'none' ? (
      <p role="alert" className={styles.problem}>
        {NOTHING_TICKED}
      </p>
    ) : null;
  if (!confirmed) {
    return (
      <AlertPage title="Confirm your property alert">
        {notice}
        <AlertConfirmationForm token={token} alerts={waiting} />
      </AlertPage>
    );
  }
  return (
    <AlertPage title="Your alert is confirmed">
      <p className={styles.done} role="status">
        We will e-mail {FREQUENCY_LABELS[confirmed.alert.frequency].toLowerCase()} when there are new or
        updated listings for:
      </p>
      <p className={`${styles.text} ${styles.search}`}>{confirmed.description}</p>
      <p className={styles.text}>Every e-mail has a link to unsubscribe in one click.</p>
      <div className={styles.actions}>
        <Link href={alertSearchHref(confirmed.state)} className={buttonClassName('primary')}>
          See the listings now
        </Link>
      </div>
      {waiting.length > 0 && (
        <>
          {notice}
          <AlertConfirmationForm token={token} alerts={waiting} />
        </>
      )}
    </AlertPage>
  );
}
