'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useState } from 'react';
import { isGranted, type ConsentChoice } from '@/lib/analytics/consent';
import { whenDocumentTitleReady } from '@/lib/analytics/document-title';
import { initialiseGa, sendGaPageView } from '@/lib/analytics/ga';
import { setGoogleConsentDefaults, updateGoogleConsent } from '@/lib/analytics/google-consent';
import {
  initialisePixel,
  META_PIXEL_SCRIPT_URL,
  setPixelConsent,
  trackPixelPageView,
} from '@/lib/analytics/meta-pixel';
import { buildPagePath, createPageViewTracker } from '@/lib/analytics/page-view';
import type { AnalyticsProvider } from '@/lib/analytics/test-mode';

export interface PageViewRecorderProps {
  gaMeasurementId?: string;
  adPixelId?: string;
  /** The visitor's cookie choice: a provider loads and counts only with its purpose allowed. */
  consent: ConsentChoice;
}

/** One page view per change of path or query string, to each provider with an id and consent. */
export function PageViewRecorder({ gaMeasurementId, adPixelId, consent }: PageViewRecorderProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const analytics = isGranted(consent, 'analytics');
  const marketing = isGranted(consent, 'marketing');
  const gaAllowed = gaMeasurementId !== undefined && analytics;
  const pixelAllowed = adPixelId !== undefined && marketing;
  const [track] = useState(() =>
    createPageViewTracker((path, providers) =>
      whenDocumentTitleReady((title) => {
        if (providers.includes('ga')) sendGaPageView(path, title);
        if (providers.includes('pixel')) trackPixelPageView(path);
      }),
    ),
  );

  // Effects of one component run in order: the consent signals and `init` calls below come before
  // the page view of the same commit, as the providers need, whatever other components do.
  useEffect(() => {
    if (gaMeasurementId !== undefined) {
      // Consent Mode v2: denied by default, then the choice, then gtag.js (only with analytics).
      setGoogleConsentDefaults();
      updateGoogleConsent({ analytics, marketing });
      if (analytics) initialiseGa(gaMeasurementId);
    }
    if (adPixelId !== undefined) {
      if (marketing) initialisePixel(adPixelId);
      setPixelConsent(marketing);
    }
  }, [gaMeasurementId, adPixelId, analytics, marketing]);

  useEffect(() => {
    const providers: AnalyticsProvider[] = [];
    if (gaAllowed) providers.push('ga');
    if (pixelAllowed) providers.push('pixel');
    track(buildPagePath(pathname, search), providers);
  }, [gaAllowed, pixelAllowed, pathname, search, track]);

  // Rendered in the commit whose effect installs the `fbq` queue and its flags: fbevents.js is
  // appended then and, loaded over the network, can only run after them.
  return pixelAllowed ? (
    <Script id="meta-pixel" src={META_PIXEL_SCRIPT_URL} strategy="afterInteractive" />
  ) : null;
}
