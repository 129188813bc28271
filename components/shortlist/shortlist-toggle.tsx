'use client';

import { pressShortlistToggle } from '@/lib/shortlist/shortlist-events';
import { SHORTLIST_ID_ATTRIBUTE, SHORTLIST_NAME_ATTRIBUTE } from '@/lib/shortlist/tap-keeper';
import { ShortlistIcon } from './shortlist-icon';
import { useSavedListings } from './use-shortlist';
import styles from './shortlist-toggle.module.css';

export type ShortlistToggleVariant = 'card' | 'page' | 'row';

export interface ShortlistToggleProps {
  /** The listing's id (lib/shortlist/listing-id.ts). */
  id: string;
  /** The listing's name: in the button's accessible name and in what the visitor is told. */
  name: string;
  variant: ShortlistToggleVariant;
  /** What the button calls the listing in a row, where the name is the row's ("unit G01"). */
  label?: string;
}

/**
 * "Shortlist": a toggle button (aria-pressed) that keeps a listing in the visitor's shortlist.
 * Its label never changes, so it cannot shift the layout; the star fills when pressed. It is in
 * the server's HTML unpressed, and its data attributes let the tap keeper answer a press that
 * comes before hydration (lib/shortlist/tap-keeper.ts), which may also have set aria-pressed. The
 * list lives in the browser's storage, which only scripts reach: without them it is not shown.
 */
export function ShortlistToggle({ id, name, variant, label }: ShortlistToggleProps) {
  const pressed = useSavedListings().some((saved) => saved.id === id);
  const attributes = { [SHORTLIST_ID_ATTRIBUTE]: id, [SHORTLIST_NAME_ATTRIBUTE]: name };
  return (
    <button
      type="button"
      className={`needs-scripts ${styles.toggle} ${styles[variant]}`}
      aria-pressed={pressed}
      aria-label={`Shortlist ${label ?? name}`}
      onClick={() => pressShortlistToggle({ id, name })}
      // The tap keeper may have pressed it before hydration; the store's render sets it anyway.
      suppressHydrationWarning
      {...attributes}
    >
      <ShortlistIcon className={styles.icon} />
      {variant !== 'row' && <span className={styles.text}>Shortlist</span>}
    </button>
  );
}
