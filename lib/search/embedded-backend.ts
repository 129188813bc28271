import 'server-only';
import { embeddedSearch } from '@embedded/search';
import { publicConfig } from '@/lib/config';
import { checkSearchApiRateLimit } from '@/lib/rate-limit/api-rate-limits';

/** What the site asks of the embedded search service (`lib/embedded/search`). */
interface EmbeddedSearchService {
  start(): void;
  warmUp(origin: string): void;
  handleRequest(
    request: Request,
    onIndexWrite: (indexName: string) => void,
    admitSearch: (request: Request) => Promise<Response | null>,
  ): Promise<Response>;
}

// Null in a build without the embedded room, where hosted Algolia is the only search.
const service: EmbeddedSearchService | null = embeddedSearch;

/** What is missing for search in a build without the embedded room, in one line; else null. */
export function missingSearchService(): string | null {
  if (service || publicConfig.algolia) return null;
  return 'This build has no embedded search service: set NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY.';
}

function embeddedService(): EmbeddedSearchService | null {
  const missing = missingSearchService();
  if (missing) throw new Error(missing);
  return publicConfig.algolia ? null : service;
}

/**
 * Starts the embedded engine (a no-op when hosted Algolia is configured), so the search client
 * factory finds its in-process requester during server rendering.
 */
export function getEmbeddedSearchReady(): void {
  embeddedService()?.start();
}

/** Starts the embedded engine and warms it for the first visitors of a server listening at `origin`. */
export function warmUpEmbeddedSearch(origin: string): void {
  const search = embeddedService();
  if (!search) return;
  search.start();
  search.warmUp(origin);
}

/** A search past the client's limit: a 429 in Algolia's error shape, which its clients read. */
async function refuseOverLimit(request: Request): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await checkSearchApiRateLimit(request.headers);
  if (allowed) return null;
  return Response.json(
    { message: 'Too many searches from your address: please wait a moment and try again.', status: 429 },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}

/**
 * The embedded service's answer under `/api/search`, each search within the client's rate limit; null
 * where hosted Algolia serves search.
 */
export function handleEmbeddedSearchRequest(
  request: Request,
  onIndexWrite: (indexName: string) => void,
): Promise<Response> | null {
  return publicConfig.algolia
    ? null
    : (service?.handleRequest(request, onIndexWrite, refuseOverLimit) ?? null);
}
