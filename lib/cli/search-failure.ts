import type { SearchServiceTarget } from '../search/admin/admin-client';
import { apiStatusOf } from '../search/admin/api-status';
import { ReplaceIndicesError } from '../search/admin/replace-indices';

// What the client says when no host answered (its own "Unreachable hosts - your application id may
// be incorrect", or the requester's network failure): the service is not where the variables say.
const UNREACHABLE = /Unreachable hosts|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|fetch failed|timed? ?out/i;

/** Which variable to set when the search service does not answer, or refuses the key. */
function hintFor(
  status: number | undefined,
  message: string,
  target: SearchServiceTarget,
): string | undefined {
  const embedded = target.kind === 'embedded';
  if (status === undefined && UNREACHABLE.test(message)) {
    return embedded
      ? `${target.description} does not answer: start the site (npm start), or set NEXT_PUBLIC_SITE_URL to where it runs.`
      : `${target.description} does not answer: check NEXT_PUBLIC_ALGOLIA_APP_ID, and NEXT_PUBLIC_ALGOLIA_HOST when a gateway stands in front of it.`;
  }
  if (status === 403) {
    return embedded
      ? `The site at NEXT_PUBLIC_SITE_URL refused the admin key: set SEARCH_ADMIN_KEY to the site's (or DATA_DIR to its data folder, which holds the key it made).`
      : 'Algolia refused the key: set ALGOLIA_ADMIN_KEY to an admin key of the application.';
  }
  if (status === 404 && embedded && !/Index .* does not exist/i.test(message)) {
    return `What answers at NEXT_PUBLIC_SITE_URL is not the site's embedded search: set NEXT_PUBLIC_SITE_URL to where the site runs.`;
  }
  return undefined;
}

/** A failed call to the search service in words: what answered, or that nothing did, and which variable to set. */
export function describeFailure(error: unknown, target: SearchServiceTarget): string {
  if (error instanceof ReplaceIndicesError)
    return `${describeFailure(error.failure, target)} ${error.outcome}`;
  const message = error instanceof Error ? error.message : String(error);
  const status = apiStatusOf(error);
  const hint = hintFor(status, message, target);
  const what =
    status !== undefined
      ? `The search service answered ${status}: ${message}`
      : `${target.description}: ${message}`;
  return hint ? `${hint} (${what})` : what;
}
