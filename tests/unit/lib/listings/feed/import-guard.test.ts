import { describe, expect, it } from 'vitest';
import { generateSampleListings } from '@/lib/embedded/sample/listings';
import { toFeedLines } from '@/lib/listings/feed/feed-lines';
import { readFeedText } from '@/lib/listings/feed/feed-read';
import { buildFeedRecords } from '@/lib/listings/feed/feed-records';
import {
  checkRemovals,
  propertiesOfRejections,
  removalsAllowed,
  withKeptProperties,
} from '@/lib/listings/feed/import-guard';
import { planIndex } from '@/lib/listings/feed/import-plan';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';

const sample = generateSampleListings({ rentUnits: 60 });
const current = withPropertyAggregates(sample.rent) as unknown as Array<Record<string, unknown>>;
const lines = toFeedLines(sample.rent) as Array<Record<string, unknown>>;
// A property with more than one unit, whose unit lines follow its property line.
const propertyAt = lines.findIndex(
  (line, at) => line.kind === 'property' && lines[at + 1]?.kind === 'unit' && lines[at + 2]?.kind === 'unit',
);
const property = lines[propertyAt];
const unit = lines[propertyAt + 2];
if (!property || !unit) throw new Error('The sample has no property with two units');
const key = String(property.property_gmaven_key);
const unitsOfProperty = sample.rent.filter((record) => record.property_gmaven_key === key);

/** The feed with the line at `at` replaced by `text` (a line of JSON Lines), read and checked. */
function feedWith(at: number, text: string) {
  const source = lines.map((line, position) => (position === at ? text : JSON.stringify(line)));
  return buildFeedRecords(readFeedText(source.join('\n'), 'jsonl'));
}

function planOf(feed: ReturnType<typeof feedWith>) {
  const ofRejections = propertiesOfRejections(feed.rejected, current);
  const kept = new Set(ofRejections.kept.map((entry) => entry.key));
  const records = withKeptProperties(feed.records.get('toLet') ?? [], current, kept);
  return { ofRejections, records, plan: planIndex('rent', current, records) };
}

describe('a rejected line and the property it is', () => {
  it('keeps the property of a rejected unit line as it is, instead of removing the unit', () => {
    const feed = feedWith(propertyAt + 2, JSON.stringify({ ...unit, gross_price: 0 }));
    expect(feed.rejected).toHaveLength(1);
    const { ofRejections, plan, records } = planOf(feed);
    expect(ofRejections).toEqual({ kept: [{ key, lines: [propertyAt + 3] }], untied: [] });
    expect(plan).toMatchObject({ added: [], changed: [], removed: [], unchanged: sample.rent.length });
    expect(records.filter((record) => record.property_gmaven_key === key)).toHaveLength(
      unitsOfProperty.length,
    );
  });

  it('ties a unit line whose property key is broken to the property that holds its unit now', () => {
    const broken = JSON.stringify({ ...unit, property_gmaven_key: 'not a key!' });
    const { ofRejections, plan } = planOf(feedWith(propertyAt + 2, broken));
    expect(ofRejections.kept).toEqual([{ key, lines: [propertyAt + 3] }]);
    expect(plan.removed).toEqual([]);
  });

  it('reads the keys of a line cut short, and counts one with none as untied', () => {
    const text = JSON.stringify(unit);
    const cut = text.slice(0, text.indexOf('"dealType"'));
    expect(cut).toContain('"property_gmaven_key"');
    expect(planOf(feedWith(propertyAt + 2, cut)).ofRejections.kept).toEqual([
      { key, lines: [propertyAt + 3] },
    ]);

    const { ofRejections, plan } = planOf(feedWith(propertyAt + 2, '{"kind": "unit", "gmaven_mapped_key": '));
    expect(ofRejections).toEqual({ kept: [], untied: [propertyAt + 3] });
    expect(plan.removed.map((change) => change.objectID)).toEqual([unit.objectID ?? unit.gmaven_mapped_key]);
  });

  it('keeps a property whose own line was rejected, with every unit it has now', () => {
    const { ofRejections, plan } = planOf(
      feedWith(propertyAt, JSON.stringify({ ...property, total_property_gla: -1 })),
    );
    expect(ofRejections.kept).toEqual([
      {
        key,
        lines: lines
          .slice(propertyAt, propertyAt + 1 + unitsOfProperty.length)
          .map((_, at) => propertyAt + 1 + at),
      },
    ]);
    expect(plan.removed).toEqual([]);
  });

  it('keeps both properties of a unit line that moves a unit to another property', () => {
    const other = String(
      lines.find((line) => line.kind === 'property' && line.property_gmaven_key !== key)?.property_gmaven_key,
    );
    const moved = JSON.stringify({ ...unit, property_gmaven_key: other, gross_price: 0 });
    const { ofRejections } = planOf(feedWith(propertyAt + 2, moved));
    expect(ofRejections.kept.map((entry) => entry.key).sort()).toEqual([key, other].sort());
  });

  it('adds nothing of a new property with a rejected line', () => {
    const fresh = {
      ...property,
      property_gmaven_key: 'new-1',
      web_ref: 'RC-99001',
      property_slug: 'new-one',
    };
    const freshUnits = [
      { ...unit, gmaven_mapped_key: 'new-1-a', objectID: undefined, property_gmaven_key: 'new-1' },
      {
        ...unit,
        gmaven_mapped_key: 'new-1-b',
        objectID: undefined,
        property_gmaven_key: 'new-1',
        gross_price: 0,
      },
    ];
    const source = [...lines, fresh, ...freshUnits].map((line) => JSON.stringify(line)).join('\n');
    const feed = buildFeedRecords(readFeedText(source, 'jsonl'));
    const { ofRejections, plan } = planOf(feed);
    expect(ofRejections.kept).toEqual([{ key: 'new-1', lines: [lines.length + 3] }]);
    expect(plan.added).toEqual([]);
  });
});

describe('removals an import makes on its own', () => {
  const records = sample.rent as readonly PropertyRecord[];
  const planWithout = (count: number) => planIndex('rent', current, records.slice(count));

  it('allows a few, within 5 % of the index and 20 records', () => {
    const check = checkRemovals([planWithout(2)], []);
    expect(check).toEqual({ removed: 2, reasons: [] });
    expect(removalsAllowed(check, undefined)).toBe(true);
  });

  it('refuses more than 5 % of an index unless --allow-removals names at least as many', () => {
    const removed = Math.floor(records.length * 0.05) + 1;
    const check = checkRemovals([planWithout(removed)], []);
    expect(check).toEqual({
      removed,
      reasons: [{ kind: 'share', index: 'rent', removed, of: records.length }],
    });
    expect(removalsAllowed(check, undefined)).toBe(false);
    expect(removalsAllowed(check, removed - 1)).toBe(false);
    expect(removalsAllowed(check, removed)).toBe(true);
  });

  it('refuses more than 20 records in all, over both indices', () => {
    const small = planIndex('small', current.slice(0, 11), []);
    const plans = [small, { ...small, index: 'other' }];
    expect(checkRemovals(plans, []).reasons).toContainEqual({ kind: 'records', removed: 22 });
  });

  it('takes --allow-removals as a limit, also below the thresholds', () => {
    expect(removalsAllowed(checkRemovals([planWithout(2)], []), 1)).toBe(false);
  });

  it('needs every removal named while a rejected line is untied', () => {
    const check = checkRemovals([planWithout(1)], [7]);
    expect(check.reasons).toEqual([{ kind: 'untied', lines: [7] }]);
    expect(removalsAllowed(check, undefined)).toBe(false);
    expect(removalsAllowed(checkRemovals([planWithout(0)], [7]), undefined)).toBe(true);
  });
});
