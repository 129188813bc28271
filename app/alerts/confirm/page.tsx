import Link from 'next/link';
import { AlertPage, AlertProblem } from '@/components/alerts/alert-page';
import styles from '@/components/alerts/alert-page.module.css';
import { buttonClassName } from '@/components/ui/button-styles';
import { FREQUENCY_LABELS } from '@/lib/alerts/alert-form-state';
import { alertSearchHref } from '@/lib/alerts/alert-state';
import {
  alertPageMetadata,
  confirmFromToken,
  readToken,
  TOKEN_PROBLEM_MESSAGES,
} from '@/lib/alerts/alert-pages';
import { describeSearch } from '@/lib/alerts/describe-search';

export const metadata = alertPageMetadata(
  'confirm',
  'Confirm your property alert',
  'Confirm the e-mail alert for a saved property search.',
);

interface ConfirmPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The confirmation link of the double opt-in: confirms on arrival, and again is harmless. */
export default async function ConfirmAlertPage({ searchParams }: ConfirmPageProps) {
  const result = await confirmFromToken(readToken((await searchParams).token));
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
  const { alert, state } = result.value;
  return (
    <AlertPage title="Your alert is confirmed">
      <p className={styles.done} role="status">
        We will e-mail {FREQUENCY_LABELS[alert.frequency].toLowerCase()} when there are new or updated
        listings for:
      </p>
      <p className={`${styles.text} ${styles.search}`}>{describeSearch(state)}</p>
      <p className={styles.text}>Every e-mail has a link to unsubscribe in one click.</p>
      <div className={styles.actions}>
        <Link href={alertSearchHref(state)} className={buttonClassName('primary')}>
          See the listings now
        </Link>
      </div>
    </AlertPage>
  );
}
