import 'server-only';
import { PUBLIC_SEARCH_CAPS } from '@/lib/search/public-search-caps';
import { handleIndexAdmin, isIndexAdminPath } from './admin-routes';
import { getEmbeddedSearch, getEmbeddedSearchEngine } from './service';
import { warmUpSearchEngine, warmUpSearchRoute } from './warm-up';

/**
 * The embedded search service's front door, which only `lib/search/embedded-backend.ts` opens: an
 * Algolia-compatible engine over the sample listings and the listing journal in DATA_DIR.
 */
export const embeddedSearch = {
  /** Builds the engine once per process and publishes its in-process requester to the search client. */
  start(): void {
    getEmbeddedSearchEngine();
  },
  /** Compiles the engine's hot paths now, and its route once the server answers at `origin`. */
  warmUp(origin: string): void {
    warmUpSearchEngine(getEmbeddedSearchEngine());
    // The server starts answering once start-up returns; the route warm-up waits for that.
    setTimeout(() => void warmUpSearchRoute(origin), 0);
  },
  /**
   * Algolia's REST protocol, and the index admin a listing import uses; `onIndexWrite` hears each
   * written index. A search is answered within the public caps, once `admitSearch` lets it through
   * (null); the index admin, which needs the admin key, is not counted.
   */
  async handleRequest(
    request: Request,
    onIndexWrite: (indexName: string) => void,
    admitSearch: (request: Request) => Promise<Response | null>,
  ): Promise<Response> {
    const search = getEmbeddedSearch();
    if (isIndexAdminPath(new URL(request.url).pathname))
      return handleIndexAdmin(request, search, onIndexWrite);
    return (await admitSearch(request)) ?? search.engine.handleRequest(request, PUBLIC_SEARCH_CAPS);
  },
};
