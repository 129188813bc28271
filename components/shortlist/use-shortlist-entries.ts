'use client';

import { useEffect, useState } from 'react';
import type { ShortlistEntry, ShortlistListing } from '@/lib/listings/shortlist';
import type { SavedListing } from '@/lib/shortlist/saved-listings';
import { readShortlistApiAnswer, shortlistApiUrl } from '@/lib/shortlist/shortlist-api';

export type ShortlistEntriesState =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; entries: ShortlistEntry[]; loadingMore: boolean };

/**
 * The listings of the visitor's saved ids, from the server. Each id is asked for once: a removal
 * needs no request, and an id added elsewhere (another tab) is fetched alone.
 */
export function useShortlistEntries(saved: readonly SavedListing[]): ShortlistEntriesState {
  const [known, setKnown] = useState<ReadonlyMap<string, ShortlistListing | null>>(new Map());
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = saved.map(({ id }) => id).filter((id) => !known.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (missingKey === '') return;
    const controller = new AbortController();
    fetch(shortlistApiUrl(missingKey.split(',')), { signal: controller.signal })
      .then(async (response) => {
        const entries = response.ok ? readShortlistApiAnswer(await response.json()) : null;
        if (!entries) throw new Error(`The shortlist's listings could not be read (${response.status}).`);
        setKnown(
          (current) => new Map([...current, ...entries.map((entry) => [entry.id, entry.listing] as const)]),
        );
        setFailed(null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(missingKey);
      });
    return () => controller.abort();
  }, [missingKey, attempt]);

  if (failed !== null && failed === missingKey) {
    return {
      kind: 'failed',
      retry: () => {
        setFailed(null);
        setAttempt((count) => count + 1);
      },
    };
  }
  const entries = saved.flatMap(({ id }) => (known.has(id) ? [{ id, listing: known.get(id) ?? null }] : []));
  if (entries.length === 0) return { kind: 'loading' };
  return { kind: 'ready', entries, loadingMore: missing.length > 0 };
}
