'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { Suspense, useEffect, useState } from 'react';
import { whenDocumentTitleReady } from '@/lib/analytics/document-title';
import { initialiseGa, sendGaPageView } from '@/lib/analytics/ga';
import {
  buildPixelNoscriptUrl,
  initialisePixel,
  META_PIXEL_SCRIPT_URL,
  trackPixelPageView,
} from '@/lib/analytics/meta-pixel';
import { buildPagePath, createPageViewTracker } from '@/lib/analytics/page-view';

export interface AnalyticsProps {
  gaMeasurementId?: string;
  adPixelId?: string;
}

/** Google Analytics and the Meta ad pixel, with one page view per route change (SPEC §1, §7). */
export function Analytics({ gaMeasurementId, adPixelId }: AnalyticsProps) {
  if (gaMeasurementId === undefined && adPixelId === undefined) return null;
  return (
    <>
      {/* useSearchParams() bails out of static prerendering up to the nearest boundary: keep that to the tracker. */}
      <Suspense fallback={null}>
        <PageViewRecorder
          // A fresh tracker for other ids, so its sender never holds stale ones.
          key={`${gaMeasurementId ?? ''}|${adPixelId ?? ''}`}
          gaMeasurementId={gaMeasurementId}
          adPixelId={adPixelId}
        />
      </Suspense>
      {adPixelId !== undefined && (
        <noscript>
          {/* eslint-disable-next-line @next/next/no-img-element -- a tracking beacon for visitors without JavaScript, where next/image cannot run */}
          <img
            src={buildPixelNoscriptUrl(adPixelId)}
            alt=""
            width={1}
            height={1}
            style={{ display: 'none' }}
          />
        </noscript>
      )}
    </>
  );
}

function PageViewRecorder({ gaMeasurementId, adPixelId }: AnalyticsProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [track] = useState(() =>
    createPageViewTracker((path) =>
      whenDocumentTitleReady((title) => {
        if (gaMeasurementId !== undefined) sendGaPageView(path, title);
        if (adPixelId !== undefined) trackPixelPageView(path);
      }),
    ),
  );

  useEffect(() => {
    // Initialising here, in the same effect and before the first page view, keeps the order
    // the providers need (init, then track) whatever order React runs other effects in.
    if (gaMeasurementId !== undefined) initialiseGa(gaMeasurementId);
    if (adPixelId !== undefined) initialisePixel(adPixelId);
    track(buildPagePath(pathname, search));
  }, [gaMeasurementId, adPixelId, pathname, search, track]);

  // Rendered beside the effect above, so fbevents.js is only appended in the commit that installs
  // the `fbq` queue and its flags, and can only run after them.
  return adPixelId === undefined ? null : (
    <Script id="meta-pixel" src={META_PIXEL_SCRIPT_URL} strategy="afterInteractive" />
  );
}
