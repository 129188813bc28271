import { beforeAll, describe, expect, it } from 'vitest';
import { configureIndices } from '@/lib/search/admin/configure-indices';
import { diffSettings, listIndexTargets } from '@/lib/search/admin/settings-diff';
import { getSearchIndexSpecs, type SearchIndexSpec } from '@/lib/search/index-settings';
import {
  adminClientOf,
  freshStoreDirectory,
  startEmbeddedSearch,
  useTestAdminKey,
} from '@/tests/unit/lib/embedded/search/embedded-admin';

const CODE = getSearchIndexSpecs();

/** Indices configured by hand some time ago: a shallower rent, a stale sort, a missing replica. */
function driftedSpecs(): SearchIndexSpec[] {
  return CODE.map((spec) =>
    spec.name !== 'rent'
      ? spec
      : {
          ...spec,
          settings: { ...spec.settings, paginationLimitedTo: 1000 },
          replicas: spec.replicas
            .filter((replica) => replica.name !== 'rent_newest')
            .map((replica) =>
              replica.name === 'rent_price_asc'
                ? { ...replica, customRanking: ['asc(gross_price)'] }
                : replica,
            ),
        },
  );
}

describe('settings as code', () => {
  it('compares only what the code manages, unset as Algolia’s default, facets in any order', () => {
    const [rent] = listIndexTargets(CODE);
    if (!rent) throw new Error('no targets');
    const current = {
      ...rent.settings,
      distinct: false,
      attributesForFaceting: [...((rent.settings.attributesForFaceting as string[]) ?? [])].reverse(),
      ranking: undefined,
      hitsPerPage: 20,
    };
    expect(diffSettings(rent, current)).toEqual([]);
    expect(diffSettings(rent, { ...current, searchableAttributes: ['property_name'] })).toHaveLength(1);
  });

  describe('on the embedded engine, through the admin client', () => {
    beforeAll(useTestAdminKey);

    it('prints what differs, changes it, and finds nothing to change the second time', async () => {
      const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory(), driftedSpecs()));
      const changes: string[] = [];
      const dryRun = await configureIndices(client, CODE, {
        dryRun: true,
        onChange: (change) => changes.push(`${change.index} ${change.setting}`),
      });
      expect(changes).toEqual([
        'rent replicas',
        'rent paginationLimitedTo',
        'rent_price_asc customRanking',
        'rent_newest customRanking',
      ]);
      expect(dryRun.checked).toBe(11);
      const stillDrifted = await configureIndices(client, CODE, { dryRun: true, onChange: () => {} });
      expect(stillDrifted.changes).toHaveLength(4);

      const applied = await configureIndices(client, CODE, { dryRun: false, onChange: () => {} });
      expect(applied.changes).toHaveLength(4);
      expect(await client.getSettings({ indexName: 'rent_newest' })).toMatchObject({
        customRanking: CODE[0]?.replicas.find((replica) => replica.name === 'rent_newest')?.customRanking,
      });
      const again = await configureIndices(client, CODE, { dryRun: false, onChange: () => {} });
      expect(again.changes).toEqual([]);
    });

    it('answers a search on a replica it created with that replica’s order', async () => {
      const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory(), driftedSpecs()));
      await configureIndices(client, CODE, { dryRun: false, onChange: () => {} });
      const { results } = await client.search<{ updated_at: string }>({
        requests: [
          {
            indexName: 'rent_newest',
            // Featured and special-deal listings come first on every sort: the rest newest first.
            filters: 'property_featured:false AND hasSpecialDeals:false',
            hitsPerPage: 1000,
            attributesToRetrieve: ['updated_at'],
          },
        ],
      });
      const [result] = results;
      const hits: Array<{ updated_at: string }> = result && 'hits' in result ? result.hits : [];
      const dates = hits.map((hit) => hit.updated_at);
      expect(dates.length).toBeGreaterThan(10);
      expect(dates).toEqual([...dates].sort().reverse());
    });
  });
});
