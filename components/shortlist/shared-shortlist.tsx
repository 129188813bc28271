'use client';

import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import type { ShortlistEntry } from '@/lib/listings/shortlist';
import { SHORTLIST_PATH } from '@/lib/shortlist/listing-id';
import { announceShortlist } from '@/lib/shortlist/shortlist-events';
import { addToShortlist } from '@/lib/shortlist/shortlist-store';
import { ShortlistView } from './shortlist-view';
import { useShortlist } from './use-shortlist';
import styles from './shortlist-page.module.css';

export interface SharedShortlistProps {
  entries: ShortlistEntry[];
}

/**
 * A shortlist someone shared (/shortlist/{ids}): the same comparison they saw, and an offer to
 * keep these listings in the visitor's own shortlist. The offer waits for the page's scripts (it
 * writes to this browser's storage), disabled until then, and is not shown without them.
 */
export function SharedShortlist({ entries }: SharedShortlistProps) {
  const own = useShortlist();
  const listings = entries.flatMap(({ listing }) =>
    listing ? [{ id: listing.id, name: listing.card.name }] : [],
  );
  const missing = entries.length - listings.length;
  const unsaved =
    own === null ? listings : listings.filter(({ id }) => !own.some((saved) => saved.id === id));

  function save() {
    const { added, skipped } = addToShortlist(unsaved);
    const kept = `${added} ${added === 1 ? 'listing' : 'listings'} added to your shortlist.`;
    announceShortlist(skipped > 0 ? `${kept} ${skipped} did not fit: a shortlist holds 12.` : kept);
  }

  return (
    <>
      <div className={`needs-scripts ${styles.offer}`} data-print="hide">
        <p>
          {own !== null && unsaved.length === 0
            ? 'Every listing here is on your shortlist.'
            : 'Keep these listings in your own shortlist, in this browser: no account needed.'}
        </p>
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={own === null || unsaved.length === 0}
          onClick={save}
        >
          Save to my shortlist
        </button>
        <Link href={SHORTLIST_PATH}>Open my shortlist</Link>
      </div>
      {missing > 0 && (
        <p className={styles.note} role="note">
          {missing === 1
            ? 'One listing in this link is no longer available: it has been let, sold or withdrawn.'
            : `${missing} listings in this link are no longer available: they have been let, sold or withdrawn.`}
        </p>
      )}
      <ShortlistView entries={entries.filter(({ listing }) => listing)} own={false} initialView="compare" />
    </>
  );
}
