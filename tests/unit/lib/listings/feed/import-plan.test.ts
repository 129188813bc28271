import { describe, expect, it } from 'vitest';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import { generateSampleListings } from '@/lib/embedded/sample/listings';
import { hasChanges, planIndex } from '@/lib/listings/feed/import-plan';

const [a, b, c, d] = generateSampleListings({ rentUnits: 10 }).rent;
if (!a || !b || !c || !d) throw new Error('The sample has too few units');

describe('the plan of an import', () => {
  it('names what it adds, changes and removes, and counts the rest', () => {
    // The index holds records with the figures a sync computed; the feed has none.
    const current = withPropertyAggregates([a, b, c]);
    const plan = planIndex('rent', current, [{ ...a, property_name: 'Renamed', gross_price: 199 }, b, d]);
    expect(plan.added).toEqual([
      { objectID: d.objectID, label: expect.stringContaining(d.web_ref), fields: [] },
    ]);
    expect(plan.changed).toEqual([
      {
        objectID: a.objectID,
        label: expect.stringContaining('Renamed'),
        fields: ['gross_price', 'property_name'],
      },
    ]);
    expect(plan.removed).toEqual([
      { objectID: c.objectID, label: expect.stringContaining(c.property_name), fields: [] },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(hasChanges(plan)).toBe(true);
  });

  it('finds nothing to do when the feed is what the index holds, in any key order', () => {
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    const plan = planIndex('rent', withPropertyAggregates([a, b]), [reordered, b]);
    expect(plan).toMatchObject({ added: [], changed: [], removed: [], unchanged: 2 });
    expect(hasChanges(plan)).toBe(false);
  });
});
