import { describe, expect, it } from 'vitest';
import { buildLandingPath, buildPropertyPath, resolvePropertyRoute } from '@/lib/listings/paths';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import { toPropertyDetail } from '@/lib/listings/property-detail';
import { generateSampleListings } from '@/lib/embedded/sample/listings';

function resolvePath(path: string) {
  const [deal = '', ...slugs] = path.split('/').filter(Boolean);
  return resolvePropertyRoute(deal, slugs);
}

describe('resolvePropertyRoute', () => {
  it('reads landing pages at every prefix, with an optional page segment', () => {
    expect(resolvePath('/to-let')).toEqual({ kind: 'landing', dealType: 'toLet', slugs: [], page: 1 });
    expect(resolvePath('/for-sale/office/johannesburg/sandton-cbd')).toEqual({
      kind: 'landing',
      dealType: 'forSale',
      slugs: ['office', 'johannesburg', 'sandton-cbd'],
      page: 1,
    });
    expect(resolvePath('/to-let/industrial/page-3')).toEqual({
      kind: 'landing',
      dealType: 'toLet',
      slugs: ['industrial'],
      page: 3,
    });
  });

  it('reads properties and units', () => {
    expect(resolvePath('/to-let/office/johannesburg/sandton-cbd/the-towers/suite-302')).toEqual({
      kind: 'property',
      dealType: 'toLet',
      slugs: ['office', 'johannesburg', 'sandton-cbd', 'the-towers', 'suite-302'],
      propertySlug: 'the-towers',
      unitSlug: 'suite-302',
    });
  });

  it('redirects other spellings to lower case and page-1 to the page itself', () => {
    expect(resolvePath('/To-Let/Office')).toEqual({ kind: 'redirect', to: '/to-let/office' });
    expect(resolvePath('/to-let/office/page-1')).toEqual({ kind: 'redirect', to: '/to-let/office' });
    // One hop, straight to the canonical page.
    expect(resolvePath('/To-Let/Office/Page-1')).toEqual({ kind: 'redirect', to: '/to-let/office' });
  });

  it('never redirects to a path that could not be a page', () => {
    expect(resolvePath(`/For-Sale/${'Sandton'.repeat(100)}`)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/TO-LET/a/b/c/d/e/f')).toEqual({ kind: 'not-found' });
    expect(resolvePath('/To-Let/Off%20Ice')).toEqual({ kind: 'not-found' });
  });

  it('rejects unknown deals, bad slugs and paths that are too deep', () => {
    expect(resolvePath('/to-rent/office')).toEqual({ kind: 'not-found' });
    expect(resolvePath('/to-let/off%20ice')).toEqual({ kind: 'not-found' });
    expect(resolvePath('/to-let/a/b/c/d/e/f')).toEqual({ kind: 'not-found' });
  });
});

describe('every sample property and unit path', () => {
  const { rent, buy } = generateSampleListings();
  const records = withPropertyAggregates([...rent, ...buy]);
  const byProperty = new Map<string, typeof records>();
  for (const record of records) {
    byProperty.set(record.property_gmaven_key, [
      ...(byProperty.get(record.property_gmaven_key) ?? []),
      record,
    ]);
  }

  it('round-trips through the builder and the resolver', () => {
    expect(byProperty.size).toBeGreaterThan(400);
    for (const group of byProperty.values()) {
      const detail = toPropertyDetail(group);
      expect(detail).not.toBeNull();
      if (!detail) continue;
      const [first] = group;
      expect(detail.href).toBe(
        buildPropertyPath({
          dealType: detail.dealType,
          category: detail.category,
          city: detail.city,
          suburb: detail.suburb,
          propertySlug: first?.property_slug ?? '',
        }),
      );
      expect(resolvePath(detail.href)).toMatchObject({
        kind: 'property',
        propertySlug: first?.property_slug,
        unitSlug: null,
      });
      for (const unit of detail.units) {
        expect(resolvePath(unit.href)).toMatchObject({ kind: 'property', unitSlug: unit.unitSlug });
      }
    }
  });

  it('gives every unit of a property its own path', () => {
    for (const group of byProperty.values()) {
      const hrefs = toPropertyDetail(group)?.units.map((unit) => unit.href) ?? [];
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });

  it('builds landing paths that resolve to landing pages', () => {
    const [first] = records;
    expect(first).toBeDefined();
    const path = buildLandingPath({
      dealType: 'toLet',
      category: first?.property_category,
      city: first?.city,
      page: 2,
    });
    expect(resolvePath(path)).toMatchObject({ kind: 'landing', page: 2 });
  });
});

describe('property paths', () => {
  it('builds property and unit paths', () => {
    const property = {
      dealType: 'toLet' as const,
      category: 'Office',
      city: 'Johannesburg',
      suburb: 'Sandton CBD',
      propertySlug: 'kingsmead-office-park',
    };
    expect(buildPropertyPath(property)).toBe('/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park');
    expect(buildPropertyPath({ ...property, unitSlug: 'suite-302' })).toBe(
      '/to-let/office/johannesburg/sandton-cbd/kingsmead-office-park/suite-302',
    );
  });
});
