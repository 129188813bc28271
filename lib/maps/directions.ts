import type { GeoPoint } from '@/lib/listings/wire-types';

/**
 * A link that opens directions to the point: Google Maps' cross-platform URL, which phones hand
 * to the installed maps app and desktops open in the browser.
 */
export function buildDirectionsUrl(point: GeoPoint): string {
  const destination = `${point.lat},${point.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
