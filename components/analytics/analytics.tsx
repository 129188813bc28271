'use client';

import dynamic from 'next/dynamic';
import { buildPixelNoscriptUrl } from '@/lib/analytics/meta-pixel';
import type { PageViewRecorderProps } from './page-view-recorder';

/*
 * The recorder (react-ga4 and the trackers) loads after hydration, and only where an id is set:
 * it draws nothing, so no page waits for it, and a site without analytics never downloads it.
 * Rendered in the browser alone, it leaves static prerendering to the page.
 */
const PageViewRecorder = dynamic(
  () => import('./page-view-recorder').then((module) => module.PageViewRecorder),
  { ssr: false },
);

export type AnalyticsProps = PageViewRecorderProps;

/** Google Analytics and the Meta ad pixel, with one page view per route change (SPEC §1, §7). */
export function Analytics({ gaMeasurementId, adPixelId }: AnalyticsProps) {
  if (gaMeasurementId === undefined && adPixelId === undefined) return null;
  return (
    <>
      <PageViewRecorder
        // A fresh tracker for other ids, so its sender never holds stale ones.
        key={`${gaMeasurementId ?? ''}|${adPixelId ?? ''}`}
        gaMeasurementId={gaMeasurementId}
        adPixelId={adPixelId}
      />
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
