import { describe, expect, it } from 'vitest';
import { withPropertyAggregates } from '@/lib/search/admin/property-aggregates';
import { toPropertyDetail } from '@/lib/listings/property-detail';
import { generateSampleListings } from '@/lib/embedded/sample/listings';

const { rent } = generateSampleListings();
const records = withPropertyAggregates(rent);
const key = records.find((record) => record.property_unit_count > 2)?.property_gmaven_key;
const group = records.filter((record) => record.property_gmaven_key === key);

describe('toPropertyDetail', () => {
  it('summarises a property from all of its units', () => {
    const detail = toPropertyDetail(group);
    expect(detail).not.toBeNull();
    expect(detail?.units).toHaveLength(group.length);
    const priced = group.map((record) => record.gross_price).filter((price) => price > 0);
    expect(detail?.grossPrice).toBe(priced.length ? Math.min(...priced) : group[0]?.gross_price);
    expect(detail?.glaMin).toBe(Math.min(...group.map((record) => record.min_gla)));
    expect(detail?.glaMax).toBe(Math.max(...group.map((record) => record.max_gla)));
    expect(detail?.units.every((unit) => unit.href.startsWith(`${detail.href}/`))).toBe(true);
  });

  it('lists each broker once, with a phone and email', () => {
    const brokers = toPropertyDetail(group)?.brokers ?? [];
    expect(brokers.length).toBeGreaterThan(0);
    expect(new Set(brokers.map((broker) => broker.key)).size).toBe(brokers.length);
    expect(
      brokers.every((broker) => /^\d{3} \d{3} \d{4}$/.test(broker.phone) && broker.email.includes('@')),
    ).toBe(true);
  });

  it('gives a broker’s cell number as the mobile, and none when the records give a landline only', () => {
    const brokers = toPropertyDetail(group)?.brokers ?? [];
    expect(brokers.every((broker) => /^0[678]\d \d{3} \d{4}$/.test(broker.mobile))).toBe(true);
    const [first] = group;
    if (!first) throw new Error('the sample has a property with units');
    const contact = first.property_responsibility[0];
    if (!contact) throw new Error('the sample property has a broker');
    const landlineOnly = { ...contact, cell: '', telephone: '011 555 0100' };
    const detail = toPropertyDetail([{ ...first, property_responsibility: [landlineOnly] }]);
    expect(detail?.brokers[0]).toMatchObject({ phone: '011 555 0100', mobile: '' });
  });

  it('answers null for no records', () => {
    expect(toPropertyDetail([])).toBeNull();
  });
});
