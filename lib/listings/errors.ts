import { ServiceError } from '@/lib/service-error';

export type ListingsErrorCode = 'not_found' | 'unavailable';

/** The one error type of listing reads; pages branch on `code`, never on messages. */
export class ListingsError extends ServiceError<ListingsErrorCode> {
  override readonly name = 'ListingsError';
}

export function isListingsError(error: unknown): error is ListingsError {
  return error instanceof ListingsError;
}
