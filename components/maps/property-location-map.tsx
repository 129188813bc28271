'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import type { GeoPoint } from '@/lib/listings/wire-types';
import { useNearViewport } from './use-near-viewport';
import styles from './map-frame.module.css';

const PropertyMapCanvas = dynamic(() => import('./property-map-canvas'), { ssr: false });

export interface PropertyLocationMapProps {
  name: string;
  point: GeoPoint;
}

/**
 * The frame of the property's map, its size reserved. MapLibre, its styles and the base map load
 * only when the frame nears the viewport, so a visitor who never scrolls to it downloads none of it.
 */
export function PropertyLocationMap({ name, point }: PropertyLocationMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  return (
    <div ref={frame} className={`${styles.frame} ${styles.location}`} data-print="hide">
      {near && <PropertyMapCanvas name={name} point={point} />}
    </div>
  );
}
