'use client';

import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SkeletonCards } from '@/components/ui/skeleton-cards';
import { MAX_COMPARE, MAX_SHORTLIST } from '@/lib/shortlist/listing-id';
import { SEARCH_PATH } from '@/lib/search/state/url-state';
import { ShortlistView } from './shortlist-view';
import { useShortlist } from './use-shortlist';
import { useShortlistEntries } from './use-shortlist-entries';
import styles from './shortlist-page.module.css';

/** What the page says to a visitor who has shortlisted nothing (or whose browser runs no scripts). */
function EmptyShortlist() {
  return (
    <div className={styles.message}>
      <h2>Your shortlist is empty</h2>
      <p>
        Press <strong>Shortlist</strong> on any property or unit to keep it here, up to {MAX_SHORTLIST}. Then
        compare up to {MAX_COMPARE} side by side and share them with a link. No account needed: the list stays
        in this browser.
      </p>
      <Link href={SEARCH_PATH} className={buttonClassName('primary')}>
        Search properties
      </Link>
    </div>
  );
}

/**
 * The visitor's own shortlist (/shortlist): the ids this browser keeps, their listings read from
 * the server. The server's HTML cannot know the list, so it carries both beginnings: skeleton cards
 * and the empty list's message. Until the scripts run, the header's tap keeper shows the one that
 * fits, from the stored list, before the page first paints (SHORTLIST_SAVED_ATTRIBUTE), so an empty
 * list reads as such at once and nothing moves when the scripts arrive.
 */
export function MyShortlist() {
  const shortlist = useShortlist();
  const state = useShortlistEntries(shortlist ?? []);
  if (shortlist === null) {
    return (
      <>
        <div className={styles.whenSaved}>
          <SkeletonCards count={3} />
        </div>
        <div className={styles.whenEmpty}>
          <EmptyShortlist />
        </div>
      </>
    );
  }
  if (shortlist.length === 0) return <EmptyShortlist />;
  if (state.kind === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <h2>Your shortlisted listings could not be loaded</h2>
        <p>
          The listings service did not answer. Your shortlist is safe in this browser; try again in a moment.
        </p>
        <button type="button" className={buttonClassName('secondary')} onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.kind === 'loading') return <SkeletonCards count={Math.min(shortlist.length, 3)} />;
  return (
    <>
      <ShortlistView
        entries={state.entries}
        savedNames={new Map(shortlist.map(({ id, name }) => [id, name]))}
        own
        initialView="cards"
      />
      {state.loadingMore && <p className={styles.more}>Loading the listings added in another window…</p>}
    </>
  );
}
