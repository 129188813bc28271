export type SearchErrorCode = 'unavailable';

/**
 * What a server-side read of the search service throws when it gets no usable answer; the
 * listings and news readers above it turn it into their own outcome.
 */
export class SearchError extends Error {
  readonly code: SearchErrorCode;

  constructor(code: SearchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SearchError';
    this.code = code;
  }
}

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError;
}
