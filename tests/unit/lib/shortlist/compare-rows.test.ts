import { describe, expect, it } from 'vitest';
import type { ShortlistListing } from '@/lib/listings/shortlist';
import type { PropertySummary } from '@/lib/listings/property';
import { buildCompareRows, UNKNOWN } from '@/lib/shortlist/compare-rows';
import { describeShortlist, describeShortlistListings } from '@/lib/shortlist/describe-shortlist';

function card(overrides: Partial<PropertySummary>): PropertySummary {
  return {
    objectID: 'u-1',
    propertyKey: 'p-1',
    name: 'Katherine Towers',
    dealType: 'toLet',
    category: 'Office',
    unitCategory: 'Office',
    city: 'Johannesburg',
    suburb: 'Sandton',
    href: '/to-let/office/johannesburg/sandton/katherine-towers',
    images: [],
    grossPrice: 165,
    unitCount: 3,
    glaMin: 120,
    glaMax: 900,
    specialOffer: false,
    description: '',
    webRef: 'RC-10001',
    ...overrides,
  };
}

function listing(
  id: string,
  overrides: Partial<PropertySummary> = {},
  extra: Partial<ShortlistListing> = {},
) {
  return {
    id,
    kind: 'property',
    card: card(overrides),
    brokers: ['Thandi Mokoena'],
    ...extra,
  } as ShortlistListing;
}

const rowsOf = (listings: ShortlistListing[]) =>
  Object.fromEntries(buildCompareRows(listings).map((row) => [row.label, row]));

describe('buildCompareRows', () => {
  it('puts each fact in a row, one value per listing, in the site’s formats', () => {
    const rows = rowsOf([
      listing('rc-10001'),
      listing(
        'rc-10002.g01',
        {
          name: 'G01, The Grove',
          suburb: 'Rosebank',
          grossPrice: 140,
          unitCount: 1,
          glaMin: 250,
          glaMax: 250,
          webRef: 'RC-10002',
        },
        { kind: 'unit', brokers: [] },
      ),
      listing('rc-10003', { dealType: 'forSale', grossPrice: 0, unitCount: 1, suburb: '', city: '' }),
    ]);
    expect(rows.Deal?.values).toEqual(['To Let', 'To Let', 'For Sale']);
    expect(rows['Suburb and city']?.values).toEqual([
      'Sandton, Johannesburg',
      'Rosebank, Johannesburg',
      UNKNOWN,
    ]);
    expect(rows.GLA?.values).toEqual(['120 – 900 m²', '250 m²', '120 – 900 m²']);
    // SPEC §9: per m² to let, "from" over several units, POA without a price.
    expect(rows.Price?.values).toEqual(['from R165.00 per m²', 'R140.00 per m²', 'POA']);
    expect(rows['Units available']?.values).toEqual(['3 units', '1 unit', '1 unit']);
    expect(rows.Broker?.values).toEqual(['Thandi Mokoena', UNKNOWN, 'Thandi Mokoena']);
    expect(rows['Web ref']?.values).toEqual(['RC-10001', 'RC-10002', 'RC-10001']);
  });

  it('marks a row whose values all agree, and never a row of unknowns or a single listing', () => {
    const rows = rowsOf([
      listing('rc-1', { suburb: '', city: '' }),
      listing('rc-2', { suburb: '', city: '', grossPrice: 90 }),
    ]);
    expect(rows.Category?.same).toBe(true);
    expect(rows.Price?.same).toBe(false);
    expect(rows['Suburb and city']).toMatchObject({ values: [UNKNOWN, UNKNOWN], same: false });
    expect(rowsOf([listing('rc-1')]).Category?.same).toBe(false);
  });

  it('says "—" for a GLA or a unit count it does not know, never a made-up figure', () => {
    const rows = rowsOf([listing('rc-1', { glaMin: 0, glaMax: 0, unitCount: 0 })]);
    expect(rows.GLA?.values).toEqual([UNKNOWN]);
    expect(rows['Units available']?.values).toEqual([UNKNOWN]);
  });
});

describe('describeShortlist', () => {
  it('says how many, of which deal, where and from what price', () => {
    const listings = [
      listing('rc-1'),
      listing('rc-2', { suburb: 'Rosebank', grossPrice: 140 }),
      listing('rc-3', { suburb: 'Rosebank', grossPrice: 0 }),
    ];
    expect(describeShortlist(listings)).toBe(
      'A shortlist of 3 listings to let in Sandton and Rosebank · from R140.00 per m²',
    );
    expect(describeShortlistListings(listings)).toBe(
      'Katherine Towers, Katherine Towers and Katherine Towers, side by side: prices, GLA, units and brokers.',
    );
  });

  it('names no price across deals, and counts the places it does not name', () => {
    const listings = ['Sandton', 'Rosebank', 'Illovo', 'Bryanston'].map((suburb, index) =>
      listing(`rc-${index}`, { suburb, dealType: index === 0 ? 'forSale' : 'toLet' }),
    );
    expect(describeShortlist(listings)).toBe(
      'A shortlist of 4 listings for sale and to let in Sandton, Rosebank and 2 more places',
    );
  });
});
