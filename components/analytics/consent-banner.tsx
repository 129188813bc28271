'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { choiceForAll, type ConsentChoice, type ConsentPurpose } from '@/lib/analytics/consent';
import { COOKIE_SETTINGS_ID, PRIVACY_PATH } from '@/lib/analytics/cookie-settings';
import { ConsentChoices } from './consent-choices';
import { useSpaceBelowPage } from './use-space-below-page';
import styles from './consent-banner.module.css';

export interface ConsentBannerProps {
  /** What the configured trackers need consent for. */
  purposes: readonly ConsentPurpose[];
  /** The choice in force, shown as the starting point of "Choose". */
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings": it takes focus, and Escape closes it unchanged. */
  reopened: boolean;
  onChoose: (choice: ConsentChoice) => void;
  onDismiss: () => void;
}

/** The purposes by name, in one short line the band keeps beside its buttons. */
const PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  analytics: 'analytics',
  marketing: 'marketing',
};

/**
 * The cookie choice: a band fixed to the foot of the window, beside the page rather than over it
 * (the page gains room below to scroll everything clear of it), and first in the tab order after
 * the skip link. Accepting and rejecting are one press each, side by side, alike.
 */
export function ConsentBanner({ purposes, choice, reopened, onChoose, onDismiss }: ConsentBannerProps) {
  const titleId = useId();
  const panelId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  const [choosing, setChoosing] = useState(false);
  useSpaceBelowPage(bannerRef);

  // In the commit that shows it: a key pressed once the band is on screen reaches the band, and a
  // close that returns focus to the link is never followed by a late move into the band.
  useLayoutEffect(() => {
    if (reopened) bannerRef.current?.focus();
  }, [reopened]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && reopened) onDismiss();
  }

  return (
    <section
      ref={bannerRef}
      id={COOKIE_SETTINGS_ID}
      className={styles.banner}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            Cookies on this site
          </h2>
          <p className={styles.summary}>
            We use {purposes.map((purpose) => PURPOSE_NAMES[purpose]).join(' and ')} cookies only with your
            consent.{' '}
            <Link href={PRIVACY_PATH} prefetch={false}>
              Privacy notice
            </Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => onChoose(choiceForAll(purposes, true))}
          >
            Accept all
          </button>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => onChoose(choiceForAll(purposes, false))}
          >
            Reject all
          </button>
          <button
            type="button"
            className={buttonClassName('secondary')}
            aria-expanded={choosing}
            aria-controls={choosing ? panelId : undefined}
            onClick={() => setChoosing((open) => !open)}
          >
            Choose
          </button>
        </div>
        {choosing && <ConsentChoices id={panelId} purposes={purposes} choice={choice} onChoose={onChoose} />}
      </div>
    </section>
  );
}
