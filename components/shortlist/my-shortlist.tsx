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

/**
 * The visitor's own shortlist (/shortlist): the ids this browser keeps, their listings read from
 * the server. The server's HTML, which cannot know the list, shows the page's frame and skeleton
 * cards; so does a page whose scripts have not run yet.
 */
export function MyShortlist() {
  const shortlist = useShortlist();
  const state = useShortlistEntries(shortlist ?? []);
  if (shortlist === null) return <SkeletonCards count={3} />;
  if (shortlist.length === 0) {
    return (
      <div className={styles.message}>
        <h2>Your shortlist is empty</h2>
        <p>
          Press <strong>Shortlist</strong> on any property or unit to keep it here, up to {MAX_SHORTLIST}.
          Then compare up to {MAX_COMPARE} side by side and share them with a link. No account needed: the
          list stays in this browser.
        </p>
        <Link href={SEARCH_PATH} className={buttonClassName('primary')}>
          Search properties
        </Link>
      </div>
    );
  }
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
