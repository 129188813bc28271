import 'server-only';
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
