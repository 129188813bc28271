import { describe, expect, it } from 'vitest';
import { buildDirectionsUrl } from '@/lib/maps/directions';
import { clusterPins } from '@/lib/maps/pin-clusters';
import { toResultPin, type PinHit, type ResultPin } from '@/lib/maps/result-pins';

const HIT: PinHit = {
  objectID: 'u-1',
  property_gmaven_key: 'p-1',
  property_name: 'Katherine Towers',
  property_slug: 'katherine-towers',
  dealType: 'toLet',
  property_category: 'Office',
  city: 'Johannesburg',
  suburb: 'Sandton CBD',
  _geoloc: { lat: -26.1076, lng: 28.0567 },
  gross_price: 185,
  min_gla: 120,
  max_gla: 120,
  property_price_from: 165,
  property_gla_min: 120,
  property_gla_max: 900,
  property_unit_count: 3,
  web_ref: 'RC-10423',
};

function pinAt(id: string, lat: number, lng: number): ResultPin {
  const pin = toResultPin({ ...HIT, property_gmaven_key: id, _geoloc: { lat, lng } });
  if (!pin) throw new Error('expected a pin');
  return pin;
}

describe('result pins', () => {
  it("shows a property's link, place, from-price and GLA range", () => {
    expect(toResultPin(HIT)).toEqual({
      id: 'p-1',
      name: 'Katherine Towers',
      href: '/to-let/office/johannesburg/sandton-cbd/katherine-towers',
      location: { lat: -26.1076, lng: 28.0567 },
      category: 'Office',
      place: 'Sandton CBD, Johannesburg',
      price: expect.stringContaining('165'),
      gla: expect.stringContaining('900'),
      shortlistId: 'rc-10423',
    });
  });

  it('has no pin for a property without coordinates, or with coordinates off the globe', () => {
    expect(toResultPin({ ...HIT, _geoloc: undefined })).toBeNull();
    expect(toResultPin({ ...HIT, _geoloc: { lat: -126, lng: 28 } })).toBeNull();
  });

  it('clusters pins that are close at a country zoom and separates them at street zoom', () => {
    const pins = [pinAt('a', -26.1076, 28.0567), pinAt('b', -26.1079, 28.0571), pinAt('c', -33.92, 18.42)];
    const country = clusterPins(pins).markersIn({ north: -22, east: 33, south: -35, west: 16 }, 5);
    expect(
      country.map((marker) => (marker.kind === 'cluster' ? marker.count : marker.pin.id)).sort(),
    ).toEqual([2, 'c']);
    const cluster = country.find((marker) => marker.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(5);
    const street = clusterPins(pins).markersIn({ north: -26.1, east: 28.06, south: -26.11, west: 28.05 }, 17);
    expect(street.map((marker) => (marker.kind === 'pin' ? marker.pin.id : 'cluster')).sort()).toEqual([
      'a',
      'b',
    ]);
  });

  it('links directions to the coordinates in the visitor’s maps app', () => {
    expect(buildDirectionsUrl({ lat: -26.1076, lng: 28.0567 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-26.1076%2C28.0567',
    );
  });
});
