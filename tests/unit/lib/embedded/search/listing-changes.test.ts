import { describe, expect, it } from 'vitest';
import {
  applyListingChanges,
  MAX_CHANGES_PER_BATCH,
  parseListingBatch,
} from '@/lib/embedded/search/listing-changes';
import { generateSampleListings } from '@/lib/embedded/sample/listings';

const records = generateSampleListings({ rentUnits: 20 }).rent;
const [first] = records;
if (!first) throw new Error('The sample data has no listing to change');

describe('listing batches', () => {
  it('reads the actions the algoliasearch client sends', () => {
    const batch = parseListingBatch({
      requests: [
        { action: 'partialUpdateObjectNoCreate', body: { objectID: 'a', updated_at: 'x' } },
        { action: 'deleteObject', body: { objectID: 'b' } },
      ],
    });
    expect(batch).toEqual({
      ok: true,
      value: [
        {
          action: 'partialUpdateObject',
          record: { objectID: 'a', updated_at: 'x' },
          createIfNotExists: false,
        },
        { action: 'deleteObject', objectID: 'b' },
      ],
    });
  });

  it('refuses unknown actions, bad ids and oversize batches', () => {
    expect(parseListingBatch({ requests: [{ action: 'clear', body: { objectID: 'a' } }] }).ok).toBe(false);
    expect(parseListingBatch({ requests: [{ action: 'addObject', body: { objectID: '../x' } }] }).ok).toBe(
      false,
    );
    expect(parseListingBatch({ requests: [] }).ok).toBe(false);
    const many = Array.from({ length: MAX_CHANGES_PER_BATCH + 1 }, () => ({
      action: 'deleteObject',
      body: { objectID: 'a' },
    }));
    expect(parseListingBatch({ requests: many }).ok).toBe(false);
  });

  it('applies a partial update and keeps the other records', () => {
    const applied = applyListingChanges(records, [
      {
        action: 'partialUpdateObject',
        record: { objectID: first.objectID, updated_at: '2026-11-25T10:00:00Z' },
        createIfNotExists: false,
      },
    ]);
    expect(applied.ok && applied.value.find((record) => record.objectID === first.objectID)?.updated_at).toBe(
      '2026-11-25T10:00:00Z',
    );
    expect(applied.ok && applied.value).toHaveLength(records.length);
  });

  it('refuses a record the pages could not show, whole batch included', () => {
    const broken = applyListingChanges(records, [
      { action: 'deleteObject', objectID: first.objectID },
      { action: 'addObject', record: { objectID: 'new', property_name: 'Half a record' } },
    ]);
    expect(broken).toEqual({ ok: false, message: expect.stringContaining('Record new') });
    const badDate = applyListingChanges(records, [
      {
        action: 'partialUpdateObject',
        record: { objectID: first.objectID, updated_at: 'soon' },
        createIfNotExists: false,
      },
    ]);
    expect(badDate.ok).toBe(false);
  });
});
