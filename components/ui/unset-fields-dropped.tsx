'use client';

import { useEffect } from 'react';
import { withoutUnsetFields } from '@/lib/url/query-params';

/**
 * Takes from the address the fields of a search form sent before the scripts ran that say nothing
 * (empty, or at their `defaults`), so the address a visitor shares or bookmarks is the search and
 * nothing more. It stands beside the form, not in it: the property search's form wakes only on
 * first use. The history entry is replaced, not added, and keeps the router's state.
 */
export function UnsetFieldsDropped({ defaults }: { defaults?: Readonly<Record<string, string>> }): null {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const tidy = withoutUnsetFields(search, defaults);
    if (tidy === undefined) return;
    window.history.replaceState(window.history.state, '', `${pathname}${tidy}${hash}`);
  }, [defaults]);
  return null;
}
