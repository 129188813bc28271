import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE } from '@/lib/search/state/search-state';
import { buildSearchStateQuery } from '@/lib/search/state/state-query';

describe('buildSearchStateQuery', () => {
  const now = Date.parse('2026-12-06T10:00:00+02:00');

  it('asks for what can be occupied by the end of the South African day under "available now"', () => {
    const query = buildSearchStateQuery({ ...DEFAULT_SEARCH_STATE, availableNow: true, minGLA: 200 }, now);
    expect(query.numericFilters).toEqual([
      'max_gla>=200',
      `available_timestamp<=${Date.parse('2026-12-06T23:59:59+02:00') / 1000}`,
    ]);
  });

  it('asks nothing of availability otherwise', () => {
    expect(buildSearchStateQuery(DEFAULT_SEARCH_STATE, now).numericFilters).toEqual([]);
  });
});
