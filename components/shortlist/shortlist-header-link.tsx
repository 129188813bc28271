import { InlineScript } from '@/components/ui/inline-script';
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
      <InlineScript name="shortlist-tap-keeper" />
      <ShortlistNotice />
    </div>
  );
}
