import { ServiceError } from '@/lib/service-error';

export type ContentErrorCode = 'not_found' | 'unavailable' | 'bad_request';

/** The one error type of the content service; pages branch on `code`, never on messages. */
export class ContentError extends ServiceError<ContentErrorCode> {
  override readonly name = 'ContentError';
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}
