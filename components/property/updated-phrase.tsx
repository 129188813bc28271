'use client';

import { useSyncExternalStore } from 'react';
import { describeUpdated, describeUpdatedOn } from '@/lib/format/freshness';

export interface UpdatedPhraseProps {
  /** ISO date-time of the listing's last update. */
  updatedAt: string;
}

// The words change with the day, not with anything a listener could hear.
const subscribeToNothing = () => () => {};

/**
 * "Updated 3 days ago" by the reader's own clock. A cached page is served for as long as its cache
 * keeps it, so the server writes only what stays true, the date ("Updated 03 December 2026"), and
 * the first render in the browser repeats it (React takes the server snapshot while hydrating, so
 * the two never differ); the relative words follow at once.
 */
export function UpdatedPhrase({ updatedAt }: UpdatedPhraseProps) {
  const updatedMs = Date.parse(updatedAt);
  const words = useSyncExternalStore(
    subscribeToNothing,
    () => describeUpdated(updatedMs, Date.now()),
    () => describeUpdatedOn(updatedMs),
  );
  if (!words) return null;
  return (
    <time dateTime={updatedAt} title={describeUpdatedOn(updatedMs)}>
      {words}
    </time>
  );
}
