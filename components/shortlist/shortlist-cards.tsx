'use client';

import { PropertyCard } from '@/components/property/property-card';
import gridStyles from '@/components/ui/card-grid.module.css';
import type { ShortlistEntry } from '@/lib/listings/shortlist';
import { MAX_COMPARE } from '@/lib/shortlist/listing-id';
import { removeShortlisted } from '@/lib/shortlist/shortlist-events';
import styles from './shortlist-view.module.css';

export interface ShortlistCardsProps {
  entries: readonly ShortlistEntry[];
  /** The names the visitor saved, for listings that are gone. */
  savedNames: ReadonlyMap<string, string>;
  compared: readonly string[];
  onCompareChange: (id: string, compare: boolean) => void;
  /** The visitor's own shortlist: each listing can be removed. */
  removable: boolean;
}

/** The shortlist as cards, each with a "Compare" box (at most MAX_COMPARE ticked) and, on one's own list, Remove. */
export function ShortlistCards({
  entries,
  savedNames,
  compared,
  onCompareChange,
  removable,
}: ShortlistCardsProps) {
  const full = compared.length >= MAX_COMPARE;
  return (
    <ul className={gridStyles.grid} aria-label="Shortlisted listings">
      {entries.map(({ id, listing }) => {
        const name = listing?.card.name ?? savedNames.get(id) ?? '';
        const remove = removable && (
          <button type="button" className={styles.remove} onClick={() => removeShortlisted({ id, name })}>
            Remove <span className="visually-hidden">{name || id}</span>
          </button>
        );
        if (!listing) {
          return (
            <li key={id} className={styles.gone}>
              <p className={styles.goneTitle}>{name ? `“${name}”` : id.toUpperCase()}</p>
              <p>This listing is no longer available: it has been let, sold or withdrawn.</p>
              {remove}
            </li>
          );
        }
        const ticked = compared.includes(id);
        return (
          <li key={id} className={styles.item}>
            <PropertyCard property={listing.card} listingId={id} />
            <div className={styles.itemBar} data-print="hide">
              <label className={styles.compare}>
                <input
                  type="checkbox"
                  checked={ticked}
                  disabled={!ticked && full}
                  onChange={(event) => onCompareChange(id, event.target.checked)}
                />
                Compare <span className="visually-hidden">{name}</span>
              </label>
              {remove}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
