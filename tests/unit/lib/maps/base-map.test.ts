import { describe, expect, it } from 'vitest';
import { getBaseMapGeoJson } from '@/lib/maps/base-map-data';
import { buildEmbeddedStyle } from '@/lib/maps/base-style';

describe('the embedded base map', () => {
  const data = JSON.parse(getBaseMapGeoJson());

  it('holds South Africa, its neighbours, the coast, borders and the listing cities', () => {
    const names = (kind: string) =>
      data.features
        .filter((feature: { properties: { kind: string } }) => feature.properties.kind === kind)
        .map((feature: { properties: { name: string } }) => feature.properties.name);
    expect(names('home')).toEqual(['South Africa']);
    expect(names('neighbour')).toEqual(
      expect.arrayContaining(['Lesotho', 'eSwatini', 'Namibia', 'Botswana']),
    );
    expect(names('coast')).toHaveLength(1);
    expect(names('border')).toHaveLength(1);
    expect(names('place')).toEqual(
      expect.arrayContaining(['Johannesburg', 'Cape Town', 'Durban', 'Sandton CBD']),
    );
  });

  it('is small enough to download with the map (under 200 KB before compression)', () => {
    expect(getBaseMapGeoJson().length).toBeLessThan(200_000);
  });

  it('places Cape Town where it is', () => {
    const capeTown = data.features.find(
      (feature: { properties: { name: string } }) => feature.properties.name === 'Cape Town',
    );
    expect(capeTown.geometry.coordinates).toEqual([18.4241, -33.9249]);
  });

  it('styles it from that data alone: no tiles, glyphs or sprites to fetch', () => {
    const style = buildEmbeddedStyle(data);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'neighbours',
      'home',
      'coast',
      'borders',
    ]);
  });
});
