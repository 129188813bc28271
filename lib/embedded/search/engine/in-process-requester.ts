import 'server-only';
import type { SearchEngine } from './types';

/** The subset of the algoliasearch transporter's `EndRequest` that the engine reads. */
export interface InProcessRequest {
  method: string;
  url: string;
  data?: string | Uint8Array | undefined;
}

export interface InProcessResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
  headers: Record<string, string>;
}

/** Structurally an algoliasearch `Requester`: pass it as the `requester` option of `liteClient`. */
export interface InProcessRequester {
  send(request: InProcessRequest): Promise<InProcessResponse>;
}

/**
 * Lets server rendering use the real lite client with no HTTP hop: the client serialises the request as usual and
 * the engine answers it in the same process, errors included (a 4xx reaches the caller as an ApiError).
 */
export function createInProcessRequester(engine: SearchEngine): InProcessRequester {
  return {
    async send(request) {
      const bodyText =
        typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
      const { status, body } = engine.respondToRaw({ method: request.method, url: request.url, bodyText });
      return {
        status,
        content: JSON.stringify(body),
        isTimedOut: false,
        headers: { 'content-type': 'application/json' },
      };
    },
  };
}
