import 'server-only';
import type { BrowsePage } from './embedded-search';
import { IndexAdminError } from './index-admin-error';

/** Algolia's page size of a browse, and its largest. */
const DEFAULT_BROWSE_HITS = 1000;
const MAX_BROWSE_HITS = 1000;
/** A browse walks records as stored: a query or filter would need the search route's work. */
const FILTERING_PARAMS = ['query', 'filters', 'facetFilters', 'numericFilters', 'tagFilters'];

interface Cursor {
  generation: number;
  offset: number;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      Number.isInteger(cursor.generation) &&
      Number.isInteger(cursor.offset) &&
      (cursor.offset ?? -1) >= 0
    ) {
      return cursor as Cursor;
    }
  } catch {
    // Answered below.
  }
  throw new IndexAdminError(400, 'cursor is not one this index gave');
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * One page of `POST /1/indexes/{index}/browse`, as `browseObjects` walks an index: `cursor` names
 * the next page and is absent on the last. A cursor from before the index changed is refused, so
 * an export never mixes two states of an index.
 */
export function browseAnswer(page: BrowsePage, body: unknown): Record<string, unknown> {
  const params = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const filtering = FILTERING_PARAMS.find((name) => !isEmpty(params[name]));
  if (filtering)
    throw new IndexAdminError(
      400,
      `The embedded engine browses whole indices: ${filtering} is not supported`,
    );
  const hitsPerPage = params.hitsPerPage === undefined ? DEFAULT_BROWSE_HITS : Number(params.hitsPerPage);
  if (!Number.isInteger(hitsPerPage) || hitsPerPage < 1 || hitsPerPage > MAX_BROWSE_HITS) {
    throw new IndexAdminError(400, `hitsPerPage must be between 1 and ${MAX_BROWSE_HITS}`);
  }
  const cursor =
    typeof params.cursor === 'string'
      ? decodeCursor(params.cursor)
      : { generation: page.generation, offset: 0 };
  if (cursor.generation !== page.generation) {
    throw new IndexAdminError(400, 'The index changed while it was browsed: browse it again from the start');
  }
  const hits = page.records.slice(cursor.offset, cursor.offset + hitsPerPage);
  const next = cursor.offset + hits.length;
  return {
    hits,
    ...(next < page.records.length
      ? { cursor: encodeCursor({ generation: page.generation, offset: next }) }
      : {}),
    nbHits: page.records.length,
    page: Math.floor(cursor.offset / hitsPerPage),
    nbPages: Math.ceil(page.records.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: '',
    params: '',
  };
}
