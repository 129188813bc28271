import { SHORTLIST_TAP_KEEPER } from '@/lib/shortlist/tap-keeper';
import { ShortlistCountLink } from './shortlist-count-link';
import { ShortlistNotice } from './shortlist-notice';
import styles from './shortlist-header-link.module.css';

/**
 * The header's shortlist link, followed by the tap keeper (lib/shortlist/tap-keeper.ts): parsed
 * right after the count it fills, before any toggle it may have to answer.
 */
export function ShortlistHeaderLink() {
  return (
    <div className={styles.wrap}>
      <ShortlistCountLink />
      <script dangerouslySetInnerHTML={{ __html: SHORTLIST_TAP_KEEPER }} />
      <ShortlistNotice />
    </div>
  );
}
