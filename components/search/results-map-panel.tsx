'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useConnector } from 'react-instantsearch';
import mapFrameStyles from '@/components/maps/map-frame.module.css';
import { WAKE_AT_ONCE_ATTRIBUTE } from '@/components/dormant/island-markers';
import { ShareButton } from '@/components/ui/share-button';
import { connectMapState } from './map-state-connector';
import styles from './results-map-panel.module.css';

// MapLibre (about 300 KB compressed) loads only when a visitor opens the map view.
const ResultsMap = dynamic(
  () => import('@/components/maps/results-map').then((module) => module.ResultsMap),
  {
    ssr: false,
    // Rendered by the server for a search in the map view, whose map only the island's scripts draw.
    loading: () => (
      <div
        className={`${mapFrameStyles.frame} ${mapFrameStyles.results}`}
        {...{ [WAKE_AT_ONCE_ATTRIBUTE]: '' }}
      >
        <p className={mapFrameStyles.status}>Loading the map…</p>
      </div>
    ),
  },
);

/** The search as the address bar has it: the island keeps the URL in step with every change. */
function currentSearchUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export interface ResultsMapPanelProps {
  /** The id of the results list, which the map's skip link leads to. */
  listId: string;
}

/**
 * Brings a map the visitor just asked for into view: on a phone the switch sits near the bottom of
 * the screen, and the map opening below it would look as if nothing happened. The page's
 * scroll-padding keeps it clear of the sticky header, and its scroll-behavior honours reduced motion.
 */
function useRevealOnOpen(view: string) {
  const section = useRef<HTMLElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (view !== 'map' || !opened.current) return;
    opened.current = false;
    const box = section.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [view]);
  return {
    section,
    markOpened() {
      opened.current = true;
    },
  };
}

/** The list / map switch, the share control, the map when it is chosen, and a note while an area narrows the results. */
export function ResultsMapPanel({ listId }: ResultsMapPanelProps) {
  const { view, area, setView, setArea, searchPins, answer } = useConnector(connectMapState, {});
  const { section, markOpened } = useRevealOnOpen(view);
  return (
    <div className={styles.panel}>
      <div className={styles.bar}>
        {/* The map is drawn by scripts: without them, the list alone. */}
        <div className={`needs-scripts ${styles.switch}`} role="group" aria-label="Show results as">
          <button type="button" aria-pressed={view !== 'map'} onClick={() => setView('list')}>
            List
          </button>
          <button
            type="button"
            aria-pressed={view === 'map'}
            onClick={() => {
              if (view !== 'map') markOpened();
              setView('map');
            }}
          >
            Map
          </button>
        </div>
        <ShareButton title="Commercial property search" url={currentSearchUrl} />
        {area && (
          <p className={styles.areaNote}>
            Showing results in the map area.{' '}
            <button type="button" className={styles.link} onClick={() => setArea(null)}>
              Show results everywhere
            </button>
          </p>
        )}
      </div>
      {view === 'map' && (
        <section
          ref={section}
          aria-label="Map of the search results"
          className={`needs-scripts ${styles.map}`}
        >
          <a href={`#${listId}`} className={styles.skip}>
            Skip the map to the results list
          </a>
          <ResultsMap area={area} answer={answer} searchPins={searchPins} onAreaChange={setArea} />
        </section>
      )}
    </div>
  );
}
