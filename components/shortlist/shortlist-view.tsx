'use client';

import { useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { ShareButton } from '@/components/ui/share-button';
import type { ShortlistEntry, ShortlistListing } from '@/lib/listings/shortlist';
import { buildShortlistPath, MAX_COMPARE } from '@/lib/shortlist/listing-id';
import { reportShortlistCompare } from '@/lib/shortlist/shortlist-events';
import { CompareTable } from './compare-table';
import { ShortlistCards } from './shortlist-cards';
import styles from './shortlist-view.module.css';

export type ShortlistViewMode = 'cards' | 'compare';

export interface ShortlistViewProps {
  entries: readonly ShortlistEntry[];
  /** The names the visitor saved, for listings that are gone; empty for a shared list. */
  savedNames?: ReadonlyMap<string, string>;
  /** The visitor's own shortlist (Remove on each card) or one shared with them. */
  own: boolean;
  initialView: ShortlistViewMode;
}

/**
 * A shortlist as cards or side by side. The first MAX_COMPARE listings are compared until the
 * visitor ticks others; Share gives a link with the compared listings first, so whoever opens it
 * sees the same comparison.
 */
export function ShortlistView({ entries, savedNames = new Map(), own, initialView }: ShortlistViewProps) {
  const headingId = useId();
  const [view, setView] = useState<ShortlistViewMode>(initialView);
  const [choice, setChoice] = useState<string[] | null>(null);
  const available = entries.flatMap(({ listing }) => (listing ? [listing] : []));
  const availableIds = available.map((listing) => listing.id);
  const compared = (choice ?? availableIds).filter((id) => availableIds.includes(id)).slice(0, MAX_COMPARE);
  const comparedListings = compared.flatMap((id) => available.find((listing) => listing.id === id) ?? []);
  const shareIds = [...compared, ...availableIds.filter((id) => !compared.includes(id))];
  const comparing = view === 'compare' && comparedListings.length > 0;

  function showCompare() {
    setView('compare');
    reportShortlistCompare(compared.length);
  }

  return (
    <>
      <div className={styles.toolbar} data-print="hide">
        {/* Without scripts a shared list is shown compared, and these would answer nothing. */}
        <div className={`needs-scripts ${styles.views}`} role="group" aria-label="Show the shortlist as">
          <button type="button" aria-pressed={!comparing} onClick={() => setView('cards')}>
            Cards
          </button>
          <button
            type="button"
            aria-pressed={comparing}
            disabled={comparedListings.length === 0}
            onClick={showCompare}
          >
            Compare
          </button>
        </div>
        <p className={styles.hint}>
          {available.length > MAX_COMPARE
            ? `Compare shows ${compared.length} of ${available.length} side by side: tick the cards you want, up to ${MAX_COMPARE}.`
            : `${available.length} ${available.length === 1 ? 'listing' : 'listings'}: Compare shows them side by side.`}
        </p>
        <div className={styles.actions}>
          {shareIds.length > 0 && (
            <ShareButton
              title="A shortlist of commercial property"
              url={buildShortlistPath(shareIds)}
              eventName="shortlist_share"
            />
          )}
          <button
            type="button"
            className={`needs-scripts ${buttonClassName('secondary')}`}
            onClick={() => window.print()}
          >
            Print
          </button>
        </div>
      </div>
      <section aria-labelledby={headingId} className={styles.body}>
        <h2 id={headingId} className="visually-hidden">
          {comparing ? 'Comparison' : 'Listings'}
        </h2>
        {comparing ? (
          <CompareTable listings={comparedListings satisfies ShortlistListing[]} />
        ) : (
          <ShortlistCards
            entries={entries}
            savedNames={savedNames}
            compared={compared}
            removable={own}
            onCompareChange={(id, on) => setChoice(on ? [...compared, id] : compared.filter((x) => x !== id))}
          />
        )}
      </section>
    </>
  );
}
