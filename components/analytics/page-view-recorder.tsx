'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useState } from 'react';
import { whenDocumentTitleReady } from '@/lib/analytics/document-title';
import { initialiseGa, sendGaPageView } from '@/lib/analytics/ga';
import { initialisePixel, META_PIXEL_SCRIPT_URL, trackPixelPageView } from '@/lib/analytics/meta-pixel';
import { buildPagePath, createPageViewTracker } from '@/lib/analytics/page-view';

export interface PageViewRecorderProps {
  gaMeasurementId?: string;
  adPixelId?: string;
}

/** One page view per change of path or query string, to each provider with an id. */
export function PageViewRecorder({ gaMeasurementId, adPixelId }: PageViewRecorderProps) {
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
