import type { LiteClient } from 'algoliasearch/lite';
import { useInstantSearch } from 'react-instantsearch';

/** Carried in Algolia's `userData` field, which InstantSearchNext passes on to the browser. */
const UNAVAILABLE_MARKER = { searchUnavailable: true } as const;

type SearchArgs = Parameters<LiteClient['search']>;
type SearchAnswer = Awaited<ReturnType<LiteClient['search']>>;

function indexNamesOf(requests: SearchArgs[0]): string[] {
  const list: unknown[] = Array.isArray(requests) ? requests : requests.requests;
  return list.map((request) =>
    typeof request === 'object' && request !== null && 'indexName' in request
      ? String(request.indexName)
      : '',
  );
}

function toUnavailableAnswer(requests: SearchArgs[0]): SearchAnswer {
  const results = indexNamesOf(requests).map((index) => ({
    index,
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: '',
    params: '',
    userData: [UNAVAILABLE_MARKER],
  }));
  return { results } as SearchAnswer;
}

/**
 * For the search island's server render. InstantSearchNext waits there for a search *result* and
 * never for an error, so a failing search service would hold the response open for good
 * (algolia/instantsearch#6525). A failure, or an answer without a `results` array, becomes empty
 * results marked unavailable instead: the page renders at once with the search error state, the
 * browser hydrates from the same results, and the visitor's next refinement searches for real.
 */
export function answerFailuresAsUnavailable(client: LiteClient): LiteClient {
  const search = async (...args: SearchArgs): Promise<SearchAnswer> => {
    try {
      const answer = await client.search(...args);
      return Array.isArray(answer?.results) ? answer : toUnavailableAnswer(args[0]);
    } catch {
      return toUnavailableAnswer(args[0]);
    }
  };
  return { ...client, search: search as LiteClient['search'] };
}

function hasUnavailableMarker(userData: unknown): boolean {
  return (
    Array.isArray(userData) &&
    userData.some((data: unknown) => typeof data === 'object' && data !== null && 'searchUnavailable' in data)
  );
}

/**
 * True while search cannot answer: the last search failed, or the server rendered it unavailable.
 * Takes a connector's results, which carry the server's answer through hydration.
 */
export function useSearchUnavailable(results: { userData?: unknown } | null | undefined): boolean {
  const { error } = useInstantSearch({ catchError: true });
  return Boolean(error) || hasUnavailableMarker(results?.userData);
}
