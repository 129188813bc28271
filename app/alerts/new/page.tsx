import type { Metadata } from 'next';
import { AlertPage } from '@/components/alerts/alert-page';
import styles from '@/components/alerts/alert-page.module.css';
import { SearchAlertForm } from '@/components/alerts/search-alert-form';
import { Link } from '@/components/ui/link';
import { alertStateKey, newAlertHref, toAlertState } from '@/lib/alerts/alert-state';
import { describeSearch } from '@/lib/alerts/describe-search';
import { readSearchDocument } from '@/lib/search/search-document';
import { buildSearchHref } from '@/lib/search/state/url-state';

export const metadata: Metadata = {
  title: 'Email me new listings',
  description: 'An e-mail alert of the new and updated listings of a property search.',
  robots: { index: false, follow: false },
};

interface NewAlertPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * "Email me new listings" as a page of its own: where the page's scripts run the button opens this
 * form in a dialog; without them it is a link here, with the search in the query as /search spells
 * it. The form posts to its server action and this page shows the outcome, scripts or not.
 */
export default async function NewAlertPage({ searchParams }: NewAlertPageProps) {
  const state = toAlertState(readSearchDocument(await searchParams).state);
  const stateKey = alertStateKey(state);
  return (
    <AlertPage title="Email me new listings">
      <p className={styles.text}>
        New and updated listings for <strong>{describeSearch(state)}</strong>, straight to your inbox.
      </p>
      <SearchAlertForm stateKey={stateKey} permalink={newAlertHref(stateKey)} />
      <p className={styles.text}>
        <Link href={buildSearchHref(state)}>Back to the search</Link>
      </p>
    </AlertPage>
  );
}
