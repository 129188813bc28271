import { ServiceError } from '@/lib/service-error';

export type SearchErrorCode = 'unavailable';

/**
 * What a server-side read of the search service throws when it gets no usable answer; the
 * listings and news readers above it turn it into their own outcome.
 */
export class SearchError extends ServiceError<SearchErrorCode> {
  override readonly name = 'SearchError';
}

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError;
}
