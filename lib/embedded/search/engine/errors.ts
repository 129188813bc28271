import 'server-only';

export type SearchEngineErrorCode = 'bad_request' | 'not_found' | 'method_not_allowed' | 'payload_too_large';

const STATUS_BY_CODE: Record<SearchEngineErrorCode, number> = {
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
};

/** An input error, answered in Algolia's error shape `{ message, status }` with a 4xx status. */
export class SearchEngineError extends Error {
  readonly code: SearchEngineErrorCode;
  readonly status: number;

  constructor(code: SearchEngineErrorCode, message: string) {
    super(message);
    this.name = 'SearchEngineError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
  }
}

export function badRequest(message: string): SearchEngineError {
  return new SearchEngineError('bad_request', message);
}

export function toErrorBody(error: SearchEngineError): { message: string; status: number } {
  return { message: error.message, status: error.status };
}
