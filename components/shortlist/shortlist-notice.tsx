'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  getServerShortlistNotice,
  getShortlistNotice,
  subscribeShortlistNotice,
} from '@/lib/shortlist/shortlist-events';
import styles from './shortlist-header-link.module.css';

const SHOWN_MS = 5000;

/**
 * What the last shortlist change did, in a status line at the foot of the screen: read out by
 * screen readers, shown for a few seconds, fixed so it never moves the page.
 */
export function ShortlistNotice() {
  const notice = useSyncExternalStore(subscribeShortlistNotice, getShortlistNotice, getServerShortlistNotice);
  const [dismissed, setDismissed] = useState(0);
  const shown = notice !== null && notice.serial !== dismissed;

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setDismissed(notice.serial), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <p role="status" className={shown ? `${styles.notice} ${styles.shown}` : styles.notice}>
      {shown ? notice.text : ''}
    </p>
  );
}
