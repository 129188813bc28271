'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { LngLatBounds, Map as MapLibreMap } from 'maplibre-gl';
import type { GeoBox } from '@/lib/maps/geo-box';
import { clusterPins, type PinClusters } from '@/lib/maps/pin-clusters';
import { toResultPin, type PinHit, type ResultPin } from '@/lib/maps/result-pins';
import { ResultMarkers } from './results-map-markers';
import { useBaseMap } from './use-base-map';
import frameStyles from './map-frame.module.css';
import styles from './results-map.module.css';

export interface ResultsMapProps {
  area: GeoBox | null;
  /** A new value whenever the search answers again. */
  answer: unknown;
  searchPins: () => Promise<PinHit[]>;
  onAreaChange: (area: GeoBox | null) => void;
}

/** South Africa with room around it: where the map opens before it knows the results. */
const COUNTRY: [[number, number], [number, number]] = [
  [16.3, -34.9],
  [33, -22.1],
];
/** Fitting to the results never zooms in closer than a few streets. */
const MAX_FIT_ZOOM = 14;

function toBox(bounds: LngLatBounds): GeoBox {
  return {
    north: bounds.getNorth(),
    east: bounds.getEast(),
    south: bounds.getSouth(),
    west: bounds.getWest(),
  };
}

function boundsOf(pins: readonly ResultPin[]): [[number, number], [number, number]] | null {
  if (pins.length === 0) return null;
  const lats = pins.map((pin) => pin.location.lat);
  const lngs = pins.map((pin) => pin.location.lng);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

interface MapResults {
  pins: ResultPin[];
  /** Results without coordinates: in the list, not on the map. */
  unlocated: number;
}

function usePins(answer: unknown, searchPins: () => Promise<PinHit[]>): MapResults | null {
  const [results, setResults] = useState<MapResults | null>(null);
  useEffect(() => {
    let current = true;
    searchPins().then(
      (hits) => {
        const pins = hits.flatMap((hit) => toResultPin(hit) ?? []);
        if (current) setResults({ pins, unlocated: hits.length - pins.length });
      },
      () => {
        if (current) setResults({ pins: [], unlocated: 0 });
      },
    );
    return () => {
      current = false;
    };
    // A new answer is a new search; searchPins always asks the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return results;
}

function describePins({ pins, unlocated }: MapResults): string {
  const shown = pins.length === 1 ? '1 property on the map' : `${pins.length} properties on the map`;
  if (unlocated === 0) return shown;
  return `${shown}; ${unlocated === 1 ? '1 without a location is' : `${unlocated} without a location are`} in the list`;
}

/**
 * The search results on a map, clustered; "search as I move the map" narrows the search to the
 * area in view (and the URL with it). Loaded only when a visitor opens the map view.
 */
export function ResultsMap({ area, answer, searchPins, onAreaChange }: ResultsMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [followMap, setFollowMap] = useState(true);
  const followId = useId();
  const mapResults = usePins(answer, searchPins);
  const pins = mapResults?.pins ?? null;
  const { status, map, maplibre } = useBaseMap(canvas, {
    label: 'Map of the search results',
    start: {
      bounds: area
        ? [
            [area.west, area.south],
            [area.east, area.north],
          ]
        : COUNTRY,
    },
    enabled: true,
  });
  const markers = useRef<ResultMarkers | null>(null);
  const clusters = useRef<PinClusters | null>(null);
  const areaRef = useRef(area);
  const followRef = useRef(followMap);
  const onAreaChangeRef = useRef(onAreaChange);
  useEffect(() => {
    areaRef.current = area;
    followRef.current = followMap;
    onAreaChangeRef.current = onAreaChange;
  });

  // Markers follow the view; a move the visitor made narrows the search when they asked for that.
  useEffect(() => {
    if (!map || !maplibre) return;
    const layer = new ResultMarkers(maplibre, map);
    markers.current = layer;
    const redraw = () => layer.show(clusters.current?.markersIn(toBox(map.getBounds()), map.getZoom()) ?? []);
    const onMoveEnd = (event: { originalEvent?: unknown }) => {
      redraw();
      if (event.originalEvent && followRef.current) onAreaChangeRef.current(toBox(map.getBounds()));
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
      layer.remove();
      markers.current = null;
    };
  }, [map, maplibre]);

  useEffect(() => {
    if (!map || !pins) return;
    clusters.current = clusterPins(pins);
    // Results anywhere: show them all. Results in an area: the visitor chose that view, keep it.
    const bounds = areaRef.current ? null : boundsOf(pins);
    if (bounds) fitMap(map, bounds);
    markers.current?.show(clusters.current.markersIn(toBox(map.getBounds()), map.getZoom()));
  }, [map, pins]);

  return (
    <div className={styles.results}>
      <div className={styles.controls}>
        <label className={styles.follow} htmlFor={followId}>
          <input
            id={followId}
            type="checkbox"
            checked={followMap}
            onChange={(event) => setFollowMap(event.target.checked)}
          />
          Search as I move the map
        </label>
      </div>
      <div className={`${frameStyles.frame} ${frameStyles.results}`}>
        <div ref={canvas} className={frameStyles.canvas} data-map-status={status} />
        {status === 'failed' && (
          <p className={frameStyles.status}>
            The map cannot be shown in this browser. The results are listed below.
          </p>
        )}
      </div>
      <p className={styles.summary} role="status">
        {mapResults ? describePins(mapResults) : ''}
      </p>
    </div>
  );
}

function fitMap(map: MapLibreMap, bounds: [[number, number], [number, number]]) {
  map.fitBounds(bounds, { padding: 48, maxZoom: MAX_FIT_ZOOM, duration: 0 });
}
