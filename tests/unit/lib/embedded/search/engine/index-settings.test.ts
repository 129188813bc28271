import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/lib/embedded/search/engine';
import { RENT_INDEX_RECORDS, RENT_SETTINGS } from './fixtures';

function searchOf(engine: ReturnType<typeof createSearchEngine>, request: Record<string, unknown>) {
  const { status, body } = engine.multipleQueries({ requests: [request] });
  return { status, result: (body as { results?: Array<Record<string, unknown>> }).results?.[0], body };
}

describe('index settings a request leaves to the index', () => {
  const engine = createSearchEngine([
    {
      name: 'rent',
      records: RENT_INDEX_RECORDS,
      settings: {
        ...RENT_SETTINGS,
        maxValuesPerFacet: 2,
        distinct: 1,
        attributeForDistinct: 'property_gmaven_key',
      },
    },
  ]);

  it('counts as many facet values as the index says, unless the request asks for more', () => {
    const own = searchOf(engine, { indexName: 'rent', facets: ['suburb'] }).result;
    expect(Object.keys((own?.facets as Record<string, object>).suburb ?? {})).toHaveLength(2);
    const asked = searchOf(engine, { indexName: 'rent', facets: ['suburb'], maxValuesPerFacet: 10 }).result;
    expect(Object.keys((asked?.facets as Record<string, object>).suburb ?? {})).toHaveLength(4);
  });

  it('keeps one record per group when the index says distinct, unless the request turns it off', () => {
    expect(searchOf(engine, { indexName: 'rent' }).result?.nbHits).toBe(4);
    expect(searchOf(engine, { indexName: 'rent', distinct: false }).result?.nbHits).toBe(8);
  });
});

describe('replacing an index with other replicas', () => {
  it('adds the new, drops those no longer listed, and refuses a name another index has', () => {
    const engine = createSearchEngine([
      {
        name: 'rent',
        records: RENT_INDEX_RECORDS,
        settings: RENT_SETTINGS,
        replicas: [{ name: 'rent_old', customRanking: ['asc(gross_price)'] }],
      },
      { name: 'other', records: RENT_INDEX_RECORDS, settings: RENT_SETTINGS },
    ]);
    engine.replaceIndex({
      name: 'rent',
      records: RENT_INDEX_RECORDS,
      settings: RENT_SETTINGS,
      replicas: [{ name: 'rent_new', customRanking: ['desc(gross_price)'] }],
    });
    expect(engine.indexNames).toEqual(expect.arrayContaining(['rent', 'rent_new', 'other']));
    expect(engine.indexNames).not.toContain('rent_old');
    expect(searchOf(engine, { indexName: 'rent_old' }).status).toBe(400);
    expect(searchOf(engine, { indexName: 'rent_new' }).status).toBe(200);
    expect(() =>
      engine.replaceIndex({
        name: 'rent',
        records: RENT_INDEX_RECORDS,
        settings: RENT_SETTINGS,
        replicas: [{ name: 'other', customRanking: [] }],
      }),
    ).toThrow(/is no replica of rent/);
  });
});
