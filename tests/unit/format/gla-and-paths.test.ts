import { describe, expect, it } from 'vitest';
import { formatGla } from '@/lib/format/gla';
import { buildPropertyPath } from '@/lib/listings/paths';
import { toSlug } from '@/lib/format/slug';

describe('formatGla', () => {
  it('shows one area or a range in m²', () => {
    expect(formatGla(450)).toBe('450 m²');
    expect(formatGla(120, 1450)).toBe('120 – 1 450 m²');
    expect(formatGla(2400, 2400)).toBe('2 400 m²');
    expect(formatGla(0, 0)).toBe('—');
  });
});

describe('toSlug', () => {
  it('makes lower-case ASCII kebab-case', () => {
    expect(toSlug('Umhlanga Ridge')).toBe('umhlanga-ridge');
    expect(toSlug('Mixed Use & Retail')).toBe('mixed-use-and-retail');
    expect(toSlug('  Ga-Rankuwa, Zone 1 ')).toBe('ga-rankuwa-zone-1');
    expect(toSlug('Café Société')).toBe('cafe-societe');
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
