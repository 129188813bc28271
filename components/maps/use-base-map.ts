import { useEffect, useState, type RefObject } from 'react';
import type { LngLatBoundsLike, Map as MapLibreMap } from 'maplibre-gl';
// Here, so the styles load with the first map and never with a page that shows none.
import 'maplibre-gl/dist/maplibre-gl.css';
import { loadMap, type MapLibre } from './load-maplibre';
import { addPlaceLabels } from './place-labels';

export type MapStart = { bounds: LngLatBoundsLike } | { center: [number, number]; zoom: number };

export interface BaseMapOptions {
  /** The map's accessible name. */
  label: string;
  /** Where the map opens; read once, when it is made. */
  start: MapStart;
  /** False until the map is wanted (in view, or opened): nothing loads before. */
  enabled: boolean;
  /** One finger scrolls the page and two move the map: for a map inside a page of text. */
  cooperativeGestures?: boolean;
}

export type BaseMapState =
  | { status: 'idle' | 'loading' | 'failed'; map: null; maplibre: null }
  | { status: 'ready'; map: MapLibreMap; maplibre: MapLibre };

/**
 * A MapLibre map in `container`, with zoom buttons, keyboard panning and zoom (MapLibre's own,
 * on the focused map), no rotation, and the embedded base map's place names. A browser without
 * WebGL, or a failed download, leaves status "failed": the caller shows what it has without a map.
 */
export function useBaseMap(
  container: RefObject<HTMLDivElement | null>,
  { label, start, enabled, cooperativeGestures = false }: BaseMapOptions,
): BaseMapState {
  const [state, setState] = useState<BaseMapState>({ status: 'idle', map: null, maplibre: null });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let cleanup = () => {};
    loadMap().then(
      ({ maplibre, style, baseMap }) => {
        const element = container.current;
        if (cancelled || !element) return;
        let map: MapLibreMap;
        try {
          map = new maplibre.Map({
            container: element,
            style,
            ...('bounds' in start ? { bounds: start.bounds, fitBoundsOptions: { padding: 24 } } : start),
            attributionControl: { compact: true },
            cooperativeGestures,
            dragRotate: false,
            pitchWithRotate: false,
            locale: { 'Map.Title': label },
          });
        } catch {
          setState({ status: 'failed', map: null, maplibre: null });
          return;
        }
        map.touchZoomRotate.disableRotation();
        map.keyboard.disableRotation();
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
        const removeLabels = baseMap ? addPlaceLabels(maplibre, map, baseMap) : () => {};
        cleanup = () => {
          removeLabels();
          map.remove();
        };
        setState({ status: 'ready', map, maplibre });
      },
      () => {
        if (!cancelled) setState({ status: 'failed', map: null, maplibre: null });
      },
    );
    return () => {
      cancelled = true;
      cleanup();
    };
    // The map is made once: later changes of label or start are the caller's to apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, container]);

  return state.status === 'idle' && enabled ? { ...state, status: 'loading' } : state;
}
