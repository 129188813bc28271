import { describe, expect, it } from 'vitest';
import type { ListingPath } from '@/lib/listings/listing-paths';
import {
  buildCityListingEntries,
  buildDealLandingEntries,
  buildListingEntries,
} from '@/lib/seo/listing-entries';

const sandtonSuite: ListingPath = {
  dealType: 'toLet',
  category: 'Office',
  city: 'Johannesburg',
  suburb: 'Sandton CBD',
  propertySlug: 'kingsmead-office-park',
  unitSlug: 'suite-302',
  updatedAt: '2026-10-01T08:00:00.000Z',
  webRef: 'RC-10423',
};
const sandtonGround: ListingPath = {
  ...sandtonSuite,
  unitSlug: 'g01',
  updatedAt: '2026-10-20T08:00:00.000Z',
};
const rosebankUnit: ListingPath = {
  ...sandtonSuite,
  suburb: 'Rosebank',
  propertySlug: 'the-zone',
  unitSlug: 'shop-4',
  updatedAt: '2026-09-01T08:00:00.000Z',
};
const wholeBuildingForSale: ListingPath = {
  dealType: 'forSale',
  category: 'Mixed Use',
  city: 'Cape Town',
  suburb: 'Century City',
  propertySlug: 'ratanga-house',
  unitSlug: undefined,
  updatedAt: '2026-08-01T08:00:00.000Z',
  webRef: 'RC-10877',
};

describe('buildListingEntries', () => {
  const entries = buildListingEntries([sandtonSuite, sandtonGround, rosebankUnit, wholeBuildingForSale]);
  const lastModified = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;

  it('lists each landing level, property and unit once, in path order', () => {
    expect(entries.map((entry) => entry.path)).toEqual([
      '/for-sale',
      '/for-sale/mixed-use',
      '/for-sale/mixed-use/cape-town',
      '/for-sale/mixed-use/cape-town/century-city',
      '/for-sale/mixed-use/cape-town/century-city/ratanga-house',
      '/to-let',
      '/to-let/office',
      '/to-let/office/johannesburg',
      '/to-let/office/johannesburg/rosebank',
      '/to-let/office/johannesburg/rosebank/the-zone',
      '/to-let/office/johannesburg/rosebank/the-zone/shop-4',
      '/to-let/office/johannesburg/sandton-cbd',
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park',
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park/g01',
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park/suite-302',
    ]);
  });

  it('dates each page by the newest listing it shows', () => {
    expect(lastModified('/to-let')).toBe(sandtonGround.updatedAt);
    expect(lastModified('/to-let/office/johannesburg/rosebank')).toBe(rosebankUnit.updatedAt);
    expect(lastModified('/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park')).toBe(
      sandtonGround.updatedAt,
    );
    expect(lastModified('/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park/suite-302')).toBe(
      sandtonSuite.updatedAt,
    );
    expect(lastModified('/for-sale')).toBe(wholeBuildingForSale.updatedAt);
  });

  it('lists nothing for no listings: an empty deal has no landing page', () => {
    expect(buildListingEntries([])).toEqual([]);
  });
});

describe('sitemap files by city', () => {
  it("lists a city's landing pages from the city down, its properties and units", () => {
    expect(buildCityListingEntries([sandtonSuite, rosebankUnit]).map((entry) => entry.path)).toEqual([
      '/to-let/office/johannesburg',
      '/to-let/office/johannesburg/rosebank',
      '/to-let/office/johannesburg/rosebank/the-zone',
      '/to-let/office/johannesburg/rosebank/the-zone/shop-4',
      '/to-let/office/johannesburg/sandton-cbd',
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park',
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park/suite-302',
    ]);
  });

  it("dates a deal's landing page and each category's by their newest listing", () => {
    expect(
      buildDealLandingEntries('toLet', [
        { category: 'Retail', updatedAt: '2026-09-01T08:00:00.000Z' },
        { category: 'Office', updatedAt: '2026-10-20T08:00:00.000Z' },
      ]),
    ).toEqual([
      { path: '/to-let', lastModified: '2026-10-20T08:00:00.000Z' },
      { path: '/to-let/office', lastModified: '2026-10-20T08:00:00.000Z' },
      { path: '/to-let/retail', lastModified: '2026-09-01T08:00:00.000Z' },
    ]);
    expect(buildDealLandingEntries('forSale', [])).toEqual([]);
  });
});
