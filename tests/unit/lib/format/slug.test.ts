import { describe, expect, it } from 'vitest';
import { toSlug } from '@/lib/format/slug';

describe('toSlug', () => {
  it('makes lower-case ASCII kebab-case', () => {
    expect(toSlug('Umhlanga Ridge')).toBe('umhlanga-ridge');
    expect(toSlug('Mixed Use & Retail')).toBe('mixed-use-and-retail');
    expect(toSlug('  Ga-Rankuwa, Zone 1 ')).toBe('ga-rankuwa-zone-1');
    expect(toSlug('Café Société')).toBe('cafe-societe');
  });
});
