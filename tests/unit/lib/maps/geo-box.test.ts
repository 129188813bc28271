import { describe, expect, it } from 'vitest';
import { formatGeoBox, fromBoundingBox, parseGeoBox, sameGeoBox, toBoundingBox } from '@/lib/maps/geo-box';

const SANDTON = { north: -26.09, east: 28.07, south: -26.12, west: 28.04 };

describe('map areas', () => {
  it('reads north,east,south,west and writes it back the same', () => {
    expect(parseGeoBox('-26.09,28.07,-26.12,28.04')).toEqual(SANDTON);
    expect(formatGeoBox(SANDTON)).toBe('-26.09,28.07,-26.12,28.04');
  });

  it('refuses boxes that are no area on Earth', () => {
    for (const text of [
      '',
      '1,2,3',
      '1,2,3,4,5',
      '-26.12,28.07,-26.09,28.04',
      'a,b,c,d',
      '-91,1,-92,0',
      '-26,181,-27,0',
    ]) {
      expect(parseGeoBox(text), text).toBeNull();
    }
  });

  it("converts to and from Algolia's insideBoundingBox", () => {
    expect(toBoundingBox(SANDTON)).toEqual([[-26.09, 28.07, -26.12, 28.04]]);
    expect(fromBoundingBox(toBoundingBox(SANDTON))).toEqual(SANDTON);
    expect(fromBoundingBox([-26.09, 28.07, -26.12, 28.04])).toEqual(SANDTON);
    expect(fromBoundingBox('-26.09,28.07,-26.12,28.04')).toEqual(SANDTON);
    expect(fromBoundingBox('-26.09,28.07')).toBeNull();
  });

  it('compares boxes at the precision of the URL', () => {
    expect(sameGeoBox(SANDTON, { ...SANDTON, north: -26.090001 })).toBe(true);
    expect(sameGeoBox(SANDTON, null)).toBe(false);
    expect(sameGeoBox(null, null)).toBe(true);
  });
});
