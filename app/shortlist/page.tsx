import type { Metadata } from 'next';
import { MyShortlist } from '@/components/shortlist/my-shortlist';
import styles from '@/components/shortlist/shortlist-page.module.css';
import { SHORTLIST_PATH } from '@/lib/shortlist/listing-id';

export const metadata: Metadata = {
  title: 'Your shortlist',
  description:
    'The listings you shortlisted, side by side: prices, GLA, units and brokers. Kept in this browser.',
  alternates: { canonical: SHORTLIST_PATH },
  // Each visitor's own list, which the server never sees: nothing here to index.
  robots: { index: false, follow: true },
};

/** The visitor's shortlist: the same static page for everyone, filled in by the browser. */
export default function ShortlistPage() {
  return (
    <div className="container">
      <header className={styles.header}>
        <h1 className={styles.title}>Your shortlist</h1>
        <p className={styles.lead}>
          Listings you keep with Shortlist, compared side by side. They stay in this browser: no account
          needed.
        </p>
      </header>
      <MyShortlist />
    </div>
  );
}
