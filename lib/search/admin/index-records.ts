import 'server-only';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { withPropertyAggregates } from './property-aggregates';
import type { SearchAdminClient } from './admin-client';
import { apiStatusOf } from './api-status';

/**
 * Every record of an index as stored, read with `browseObjects` (1,000 a page). An index that does
 * not exist is an error: an import into it would copy no settings (search:configure makes them).
 */
export async function readIndexRecords(
  client: SearchAdminClient,
  indexName: string,
): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  try {
    await client.browseObjects<Record<string, unknown>>({
      indexName,
      browseParams: { hitsPerPage: 1000 },
      aggregator: (page) => {
        records.push(...page.hits);
      },
    });
  } catch (error) {
    if (apiStatusOf(error) !== 404) throw error;
    throw new Error(
      `Index ${indexName} does not exist: run npm run search:configure first, which creates it with its settings.`,
    );
  }
  return records;
}

/**
 * Replaces an index's records whole with `replaceAllObjects`: the records, with the property figures
 * a sync computes, go into a copy of the index (its settings, rules and synonyms), which is then
 * moved over it in one step. Visitors see the old index until the move and the new one after; an
 * import that stops before the move leaves the old one whole.
 */
export async function replaceIndexRecords(
  client: SearchAdminClient,
  indexName: string,
  records: readonly PropertyRecord[],
): Promise<void> {
  const objects = withPropertyAggregates(records) as unknown as Array<Record<string, unknown>>;
  await client.replaceAllObjects({ indexName, objects, batchSize: 1000 });
}
