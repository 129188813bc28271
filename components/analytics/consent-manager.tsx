'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  hasAnswered,
  isGranted,
  purposesFor,
  readConsent,
  saveConsent,
  subscribeToConsent,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { setGaEventConsent } from '@/lib/analytics/ga-event';
import { ConsentBanner } from './consent-banner';
import { useCookieSettingsLink } from './use-cookie-settings-link';

/* react-ga4 and the recorder load only once the visitor allows a tracker. */
const PageViewRecorder = dynamic(
  () => import('./page-view-recorder').then((module) => module.PageViewRecorder),
  { ssr: false },
);

export interface ConsentManagerProps {
  gaMeasurementId?: string;
  adPixelId?: string;
}

/** Rendered in the browser only: the cached page is the same for every visitor, chosen or not. */
const NO_CHOICE_ON_SERVER = () => null;

/**
 * Asks for the cookie choice while there is none (or "Cookie settings" was followed) and runs the
 * trackers it allows. Nothing that tracks is loaded before a tracker is allowed; once one has been,
 * the recorder stays to pass on a withdrawal (consent updates), and counts nothing without consent.
 */
export function ConsentManager({ gaMeasurementId, adPixelId }: ConsentManagerProps) {
  const purposes = useMemo(
    () => purposesFor({ ga: gaMeasurementId !== undefined, pixel: adPixelId !== undefined }),
    [gaMeasurementId, adPixelId],
  );
  const choice = useSyncExternalStore(subscribeToConsent, readConsent, NO_CHOICE_ON_SERVER);
  const [reopened, setReopened] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Before the recorder can initialise GA (a later commit: it is loaded on demand).
  useEffect(() => setGaEventConsent(() => isGranted(readConsent(), 'analytics')), []);

  const anyGranted = purposes.some((purpose) => isGranted(choice, purpose));
  const [trackersStarted, setTrackersStarted] = useState(anyGranted);
  if (anyGranted && !trackersStarted) setTrackersStarted(true);

  const openSettings = useCallback((link: HTMLElement | null) => {
    returnFocusTo.current = link;
    setReopened(true);
  }, []);
  useCookieSettingsLink(openSettings);

  const close = useCallback(() => {
    // Back to the link that opened it; the band that had focus is about to go.
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
    setReopened(false);
  }, []);
  const choose = useCallback(
    (chosen: ConsentChoice) => {
      saveConsent(chosen);
      close();
    },
    [close],
  );

  return (
    <>
      {(reopened || !hasAnswered(choice, purposes)) && (
        <ConsentBanner
          purposes={purposes}
          choice={choice}
          reopened={reopened}
          onChoose={choose}
          onDismiss={close}
        />
      )}
      {trackersStarted && (
        <PageViewRecorder gaMeasurementId={gaMeasurementId} adPixelId={adPixelId} consent={choice ?? {}} />
      )}
    </>
  );
}
