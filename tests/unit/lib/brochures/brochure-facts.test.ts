import { describe, expect, it } from 'vitest';
import { buildBrochureFacts } from '@/lib/brochures/brochure-facts';
import { TOWERS } from './fixtures';

const absolute = (path: string) => `https://www.example.co.za${path}`;

describe('brochure facts', () => {
  it('prints a property as its page does: price rules, GLA, units, web ref and the unit schedule', () => {
    const facts = buildBrochureFacts(TOWERS, undefined, absolute);
    expect(facts.title).toBe('Katherine Towers');
    expect(facts.label).toBe('Office · To Let');
    expect(facts.address).toBe('121 Katherine Street, Sandton CBD, Johannesburg, Gauteng');
    expect(Object.fromEntries(facts.headline)).toEqual({
      'Gross rental': 'from R185.00 per m²',
      GLA: expect.stringContaining('1 050'),
      Units: '2',
      'Web ref': 'RC-10421',
    });
    expect(facts.schedule?.columns).toEqual([
      'Unit',
      'Category',
      'GLA',
      'Gross per m²',
      'Net per m²',
      'Available',
    ]);
    expect(facts.schedule?.rows.map((row) => [row[0], row[3]])).toEqual([
      ['Suite 101', 'R185.00'],
      ['Suite 1204', 'POA'],
    ]);
    expect(facts.specialDeal).toBe('Three months rent-free on a five-year lease');
    expect(facts.url).toBe(
      'https://www.example.co.za/to-let/office/johannesburg/sandton-cbd/katherine-towers',
    );
    expect(facts.fileName).toBe('katherine-towers-rc-10421-brochure.pdf');
  });

  it('prints a unit with its own facts and broker, and no schedule', () => {
    const suite = TOWERS.units[0];
    const facts = buildBrochureFacts(TOWERS, suite, absolute);
    expect(facts.title).toBe('Suite 101, Katherine Towers');
    expect(Object.fromEntries(facts.headline)).toMatchObject({
      'Gross rental': 'R185.00 per m²',
      'Net rental': 'R160.87 per m²',
      Unit: 'Suite 101',
    });
    expect(facts.schedule).toBeNull();
    expect(facts.description).toContain('private balcony');
    expect(facts.url).toMatch(/\/katherine-towers\/suite-101$/);
    expect(facts.fileName).toBe('suite-101-katherine-towers-rc-10421-brochure.pdf');
  });
});
