import type { SearchServiceTarget } from '../search/admin/admin-client';
import { apiStatusOf } from '../search/admin/api-status';

/** A failed call to the search service in words: what answered, or that nothing did and why that may be. */
export function describeFailure(error: unknown, target: SearchServiceTarget): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = apiStatusOf(error);
  if (status !== undefined) return `The search service answered ${status}: ${message}`;
  if (target.kind === 'embedded' && /Unreachable hosts|ECONNREFUSED|fetch failed/i.test(message)) {
    return `${target.description} does not answer: start the site (npm start), or set NEXT_PUBLIC_SITE_URL to where it runs. (${message})`;
  }
  return `${target.description}: ${message}`;
}
