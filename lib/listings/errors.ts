export type ListingsErrorCode = 'not_found' | 'unavailable';

/** The one error type of listing reads; pages branch on `code`, never on messages. */
export class ListingsError extends Error {
  readonly code: ListingsErrorCode;

  constructor(code: ListingsErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ListingsError';
    this.code = code;
  }
}

export function isListingsError(error: unknown): error is ListingsError {
  return error instanceof ListingsError;
}
