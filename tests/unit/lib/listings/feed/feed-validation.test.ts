import { describe, expect, it } from 'vitest';
import { generateSampleListings } from '@/lib/embedded/sample/listings';
import { formatCsv } from '@/lib/listings/feed/csv';
import { CSV_HEADER, lineToRow } from '@/lib/listings/feed/feed-columns';
import { toFeedLines } from '@/lib/listings/feed/feed-lines';
import { readFeedText } from '@/lib/listings/feed/feed-read';
import { buildFeedRecords } from '@/lib/listings/feed/feed-records';

const sample = generateSampleListings({ rentUnits: 30 });
const lines = toFeedLines([...sample.rent, ...sample.buy]);

type Line = Record<string, unknown>;
const properties = lines.filter((line) => line.kind === 'property') as Line[];
const units = lines.filter((line) => line.kind === 'unit') as Line[];
const [property] = properties;
const unitsOf = (owner: Line | undefined) =>
  units.filter((unit) => unit.property_gmaven_key === owner?.property_gmaven_key);
const [unit] = unitsOf(property);
if (!property || !unit) throw new Error('The sample feed has no property with a unit');

/** The feed of `feedLines` as JSON Lines, read and joined. */
function importLines(feedLines: readonly unknown[]) {
  return buildFeedRecords(readFeedText(feedLines.map((line) => JSON.stringify(line)).join('\n'), 'jsonl'));
}

/** The first property with its units, then `extra`: line 1 is the property, its units follow. */
function feedWith(...extra: unknown[]): unknown[] {
  return [property, ...unitsOf(property), ...extra];
}

const firstExtraLine = 2 + unitsOf(property).length;
const countRecords = (result: ReturnType<typeof importLines>) =>
  [...result.records.values()].reduce((sum, list) => sum + list.length, 0);

describe('a feed line that fails is rejected with its number and reason, the others imported', () => {
  it.each<[string, unknown, RegExp]>([
    [
      'a price of 0',
      { ...unit, gmaven_mapped_key: 'u-zero', unit_slug: 'zero', gross_price: 0 },
      /gross_price: a price of 0: write "POA"/,
    ],
    [
      'an absurd GLA',
      { ...unit, gmaven_mapped_key: 'u-huge', unit_slug: 'huge', max_gla: 9_000_000 },
      /max_gla: must be at most 500 000 m²/,
    ],
    [
      'min_gla above max_gla',
      { ...unit, gmaven_mapped_key: 'u-inverted', unit_slug: 'inv', min_gla: 900, max_gla: 100 },
      /min_gla: 900 m² is more than max_gla 100 m²/,
    ],
    [
      'a rent that is a monthly total',
      { ...unit, gmaven_mapped_key: 'u-total', unit_slug: 'total', gross_price: 85_000 },
      /no rental rate/,
    ],
    [
      'a misspelt field',
      { ...unit, gmaven_mapped_key: 'u-typo', unit_slug: 'typo', gros_price: 12 },
      /unknown field gros_price/,
    ],
    [
      'a missing field',
      { ...unit, gmaven_mapped_key: 'u-bare', unit_slug: 'bare', updated_at: undefined },
      /updated_at is missing/,
    ],
    ['an unknown kind', { kind: 'building' }, /kind must be "property" or "unit"/],
    [
      'a unit of a property the feed lacks',
      { ...unit, gmaven_mapped_key: 'u-orphan', property_gmaven_key: 'nowhere' },
      /its property nowhere is not in the feed/,
    ],
    [
      'a unit bigger than its building',
      { ...unit, gmaven_mapped_key: 'u-big', unit_slug: 'big', min_gla: 100, max_gla: 400_000 },
      /more than its property's total_property_gla/,
    ],
    [
      'a whole building to let',
      { ...unit, gmaven_mapped_key: 'u-whole', unit_slug: '', unit_id: '', property_type: 'property' },
      /a whole property is listed for sale/,
    ],
    [
      'an image that is no URL',
      {
        ...property,
        property_gmaven_key: 'p-img',
        web_ref: 'RC-1',
        property_slug: 'p-img',
        property_images: [{ image_path_url: 'photo.jpg', type: 'exterior' }],
      },
      /property_images.0.image_path_url: must be an http\(s\) URL/,
    ],
  ])('%s', (_, line, reason) => {
    const result = importLines(feedWith(line));
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.line).toBe(firstExtraLine);
    expect(result.rejected[0]?.reason).toMatch(reason);
    expect(countRecords(result)).toBe(unitsOf(property).length);
  });

  it('a property without units', () => {
    const lonely = { ...property, property_gmaven_key: 'p-lonely', web_ref: 'RC-2', property_slug: 'lonely' };
    const result = importLines(feedWith(lonely));
    expect(result.rejected).toEqual([
      {
        line: firstExtraLine,
        reason: expect.stringMatching(/a property without units/),
        identity: { property: 'p-lonely', units: [], webRef: 'RC-2' },
      },
    ]);
  });

  it('a line that is not JSON, and a second line for one property', () => {
    const result = buildFeedRecords(
      readFeedText(
        [JSON.stringify(property), '{"kind": "unit",', JSON.stringify(unit), JSON.stringify(property)].join(
          '\n',
        ),
        'jsonl',
      ),
    );
    expect(result.rejected.map((rejection) => rejection.line)).toEqual([2, 4]);
    expect(result.rejected[0]?.reason).toMatch(/^not JSON/);
    expect(result.rejected[1]?.reason).toMatch(/is on line 1 already/);
    expect(countRecords(result)).toBe(1);
  });

  it('a line it cannot read, known by the keys that can be read of it', () => {
    const text = JSON.stringify(unit);
    const cut = text.slice(0, text.indexOf('"dealType"'));
    const json = buildFeedRecords(readFeedText(cut, 'jsonl')).rejected[0];
    expect(json?.reason).toMatch(/^not JSON/);
    expect(json?.identity).toEqual({
      property: property.property_gmaven_key,
      units: [unit.gmaven_mapped_key],
    });

    // A stray separator in a text cell shifts the cells after it: the leading key stays in place.
    const csv = formatCsv([CSV_HEADER, [...lineToRow(unit), 'stray']]);
    const row = buildFeedRecords(readFeedText(csv, 'csv')).rejected[0];
    expect(row).toMatchObject({
      line: 2,
      reason: expect.stringMatching(/cells under a header of/),
      identity: { property: property.property_gmaven_key, units: [] },
    });
  });

  it('a second property under a web ref or slug already taken, with its units', () => {
    const second = properties[1];
    const copy = { ...second, web_ref: property.web_ref };
    const result = importLines([...feedWith(copy), ...unitsOf(second)]);
    expect(result.rejected[0]).toEqual({
      line: firstExtraLine,
      reason: expect.stringMatching(/web_ref .* is the property's on line 1/),
      identity: { property: second?.property_gmaven_key, units: [], webRef: property.web_ref },
    });
    expect(
      result.rejected
        .slice(1)
        .every((rejection) => /its property on line \d+ was rejected/.test(rejection.reason)),
    ).toBe(true);
    expect(result.rejected).toHaveLength(1 + unitsOf(second).length);
  });

  it('a property whose every unit failed goes with them', () => {
    const result = importLines([property, ...unitsOf(property).map((own) => ({ ...own, gross_price: 0 }))]);
    expect(result.rejected.map((rejection) => rejection.line)).toEqual(
      Array.from({ length: 1 + unitsOf(property).length }, (_, index) => index + 1),
    );
    expect(countRecords(result)).toBe(0);
  });
});

describe('what import fills in', () => {
  it('slugs from names, the broker from the first contact, POA as 0, no net price as 0', () => {
    // Left out: JSON drops a field whose value is undefined.
    const result = importLines([
      { ...property, property_slug: undefined, property_name: 'Aloe Ridge Park' },
      { ...unit, unit_slug: undefined, net_price: undefined, gross_price: 'POA', unit_id: 'Shop 4B' },
    ]);
    const [record] = [...result.records.values()].flat();
    expect(record).toMatchObject({
      property_slug: 'aloe-ridge-park',
      unit_slug: 'shop-4b',
      gross_price: 0,
      net_price: 0,
      objectID: unit.gmaven_mapped_key,
    });
    const contacts = (unit.unit_responsibility as Array<{ name: string }>).length
      ? (unit.unit_responsibility as Array<{ name: string }>)
      : (property.property_responsibility as Array<{ name: string }>);
    expect(record?.broker).toBe(contacts[0]?.name);
  });

  it('reads a CSV written by a spreadsheet: semicolons, quoted line breaks, TRUE, POA', () => {
    const header =
      'kind;property_gmaven_key;property_name;web_ref;property_category;street_address;suburb;city;province;total_property_gla;property_featured;marketing.property_marketing_description';
    const unitHeader =
      ';gmaven_mapped_key;dealType;unit_id;unit_category;gross_price;min_gla;max_gla;available_date;available_type;updated_at';
    const csv = [
      `${header}${unitHeader}`,
      'property;p-1;Baobab House;RC-77;Office;1 Long St;Umhlanga Ridge;Durban;KwaZulu-Natal;1200;TRUE;"Sea views;\nand parking"' +
        ';'.repeat(10),
      'unit;p-1' +
        ';'.repeat(10) +
        ';u-1;toLet;Suite 1;Office;POA;100;200;2026-12-01;Date;2026-11-01T08:00:00Z',
    ].join('\r\n');
    const result = buildFeedRecords(readFeedText(csv, 'csv'));
    expect(result.rejected).toEqual([]);
    const [record] = result.records.get('toLet') ?? [];
    expect(record).toMatchObject({
      property_featured: true,
      gross_price: 0,
      suburb: 'Umhlanga Ridge',
      marketing: { property_marketing_description: 'Sea views;\nand parking' },
    });
  });
});
