'use client';

import { Link } from '@/components/ui/link';
import { SHORTLIST_PATH } from '@/lib/shortlist/listing-id';
import { SHORTLIST_COUNT_ATTRIBUTE } from '@/lib/shortlist/tap-keeper';
import { ShortlistIcon } from './shortlist-icon';
import { useSavedListings } from './use-shortlist';
import styles from './shortlist-header-link.module.css';

/**
 * The header's link to the shortlist with its count. The count is not known on the server; the
 * tap keeper writes it before the first paint, so the badge's box is always there (empty until
 * then) and nothing moves when it fills.
 */
export function ShortlistCountLink() {
  const count = useSavedListings().length || '';
  return (
    <Link href={SHORTLIST_PATH} className={styles.link}>
      <ShortlistIcon className={styles.icon} />
      <span className={styles.label}>Shortlist</span>{' '}
      <span className={styles.count} {...{ [SHORTLIST_COUNT_ATTRIBUTE]: '' }} suppressHydrationWarning>
        {count}
      </span>
    </Link>
  );
}
