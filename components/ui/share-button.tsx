'use client';

import { useState } from 'react';
import { sendGaEvent } from '@/lib/analytics/ga-event';
import { buttonClassName } from './button-styles';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  title: string;
  /**
   * The path to share, shared at the page's own origin (the address the visitor used, not the one
   * the server was built with); a function when it is the page's current state (the search).
   */
  url: string | (() => string);
  /** The GA event a share is counted as. */
  eventName?: string;
}

type Outcome = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; url: string };

/**
 * Shares the page: the system share sheet where the browser has one (phones), otherwise the link
 * copied to the clipboard with a visible confirmation, or shown to copy by hand. Without scripts
 * the address bar is the link to share, and the button is not shown.
 */
export function ShareButton({ title, url, eventName = 'share' }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function share() {
    const link = new URL(typeof url === 'function' ? url() : url, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        sendGaEvent(eventName, { method: 'share_sheet', content: link });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice, not a failure to fall back from.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setOutcome({ kind: 'copied' });
      sendGaEvent(eventName, { method: 'copy_link', content: link });
    } catch {
      setOutcome({ kind: 'manual', url: link });
    }
  }

  return (
    <div className={`needs-scripts ${styles.share}`}>
      <button type="button" className={buttonClassName('secondary')} onClick={() => void share()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
        Share
      </button>
      <p role="status" className={styles.status}>
        {outcome.kind === 'copied' && 'Link copied'}
        {outcome.kind === 'manual' && (
          <>
            Copy this link:{' '}
            <input
              readOnly
              value={outcome.url}
              aria-label="Link to share"
              onFocus={(e) => e.target.select()}
            />
          </>
        )}
      </p>
    </div>
  );
}
