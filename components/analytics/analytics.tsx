'use client';

import dynamic from 'next/dynamic';
import type { ConsentManagerProps } from './consent-manager';

/*
 * The cookie choice and the trackers load after hydration, and only where an id is set, so a site
 * without analytics never downloads them. Rendered in the browser alone: the page is cached for
 * every visitor, and only the browser knows whether this one has chosen.
 */
const ConsentManager = dynamic(() => import('./consent-manager').then((module) => module.ConsentManager), {
  ssr: false,
});

export type AnalyticsProps = ConsentManagerProps;

/**
 * Google Analytics and the Meta ad pixel (SPEC §1, §7), after the visitor's consent, with one page
 * view per route change. Nothing of theirs is requested before the visitor allows it, and no
 * no-JavaScript image pixel is rendered: it would track without asking.
 */
export function Analytics({ gaMeasurementId, adPixelId }: AnalyticsProps) {
  if (gaMeasurementId === undefined && adPixelId === undefined) return null;
  return (
    <ConsentManager
      // A fresh manager for other ids, so its trackers never hold stale ones.
      key={`${gaMeasurementId ?? ''}|${adPixelId ?? ''}`}
      gaMeasurementId={gaMeasurementId}
      adPixelId={adPixelId}
    />
  );
}
