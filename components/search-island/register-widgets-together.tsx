'use client';

import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useInstantSearchContext } from 'react-instantsearch';
import type { IndexWidget } from 'instantsearch.js/es/widgets/index/index';

type HeldIndex = Pick<IndexWidget, 'addWidgets'>;

/** The release of each index held: a second hold of the same index gets the first one's. */
const releases = new WeakMap<HeldIndex, () => void>();

/**
 * Until the returned release is called, widgets added to `index` wait in a queue; the release adds
 * them in one call, in the order they came, and puts `addWidgets` back. Holding an index held
 * already returns its release: React may run a render's state initialiser twice.
 */
export function holdWidgetAdditions(index: HeldIndex): () => void {
  const existing = releases.get(index);
  if (existing) return existing;
  const addWidgets = index.addWidgets;
  const held: Parameters<IndexWidget['addWidgets']>[0] = [];
  index.addWidgets = function holdWidgets(this: IndexWidget, widgets) {
    held.push(...widgets);
    return this;
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    index.addWidgets = addWidgets;
    if (held.length > 0) index.addWidgets(held);
  };
  releases.set(index, release);
  return release;
}

/**
 * Hydration registers an island's widgets in one call instead of one call each. A hydrated search
 * has started already, so each widget's own call recomputes the search parameters of every widget
 * added before it: twenty widgets made over two hundred such passes in one task on a phone. The
 * widgets register in their layout effects, which run before this component's (a parent's) in the
 * same commit, so the search is whole before anything else runs. Widgets that mount later (a filter
 * panel opened, a map shown) register as usual.
 */
export function RegisterWidgetsTogether({ children }: { children: ReactNode }) {
  const search = useInstantSearchContext();
  // Held during the first render, before any widget below has committed; the server adds its
  // widgets while rendering and holds nothing.
  const [release] = useState(() =>
    typeof window === 'undefined' ? null : holdWidgetAdditions(search.mainIndex),
  );
  useLayoutEffect(() => release?.(), [release]);
  return children;
}
