'use client';

import { useEffect, useRef } from 'react';
import type { GeoPoint } from '@/lib/listings/wire-types';
import { useBaseMap } from './use-base-map';
import styles from './map-frame.module.css';

export interface PropertyMapCanvasProps {
  name: string;
  point: GeoPoint;
}

/** The building's business node and the suburbs around it, which the base map names. */
const ZOOM = 13;

/** The property's map itself: MapLibre, the base map and the property's pin. */
export default function PropertyMapCanvas({ name, point }: PropertyMapCanvasProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const { status, map, maplibre } = useBaseMap(canvas, {
    label: `Map of ${name}`,
    start: { center: [point.lng, point.lat], zoom: ZOOM },
    enabled: true,
    cooperativeGestures: true,
  });

  useEffect(() => {
    if (!map || !maplibre) return;
    // The site's accent (styles/tokens.css): MapLibre colours its pin from a value, not a class.
    const accent = getComputedStyle(map.getContainer()).getPropertyValue('--color-accent-600').trim();
    const marker = new maplibre.Marker({ color: accent || undefined })
      .setLngLat([point.lng, point.lat])
      .addTo(map);
    marker.getElement().setAttribute('aria-label', name);
    marker.getElement().setAttribute('role', 'img');
    return () => {
      marker.remove();
    };
  }, [map, maplibre, name, point.lat, point.lng]);

  return (
    <>
      <div ref={canvas} className={styles.canvas} data-map-status={status} />
      {status === 'failed' && (
        <p className={styles.status}>
          The map cannot be shown in this browser. The address and directions link are below.
        </p>
      )}
    </>
  );
}
