export type ContentErrorCode = 'not_found' | 'unavailable' | 'bad_request';

/** The one error type of the content service; pages branch on `code`, never on messages. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;

  constructor(code: ContentErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentError';
    this.code = code;
  }
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}
