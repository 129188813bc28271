import type { algoliasearch } from 'algoliasearch';

export type Requester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>;

type EndRequest = Parameters<Requester['send']>[0];

/** A request the client is about to send: what a progress display reads. */
export interface ObservedRequest {
  method: string;
  /** The path after the host, `/1/indexes/rent_tmp_123456/batch`. */
  path: string;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

export interface ObservedRequesterOptions {
  /** Called before each request is sent. */
  onRequest?: (request: ObservedRequest) => void;
  /** The fetch to send with: the global one, or an in-process handler's in tests. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

function parseBody(data: EndRequest['data']): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * An `algoliasearch` requester over fetch that tells `onRequest` what each request is: how far an
 * import's `replaceAllObjects` has got (its batches, copy and move are otherwise out of sight).
 * The client's own timeouts apply; an aborted request is reported as timed out, so it retries.
 */
export function createObservedRequester(options: ObservedRequesterOptions = {}): Requester {
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  return {
    async send(request) {
      options.onRequest?.({
        method: request.method,
        path: new URL(request.url).pathname,
        body: parseBody(request.data),
      });
      try {
        const response = await send(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.data instanceof Uint8Array ? new Blob([request.data.slice()]) : request.data,
          signal: AbortSignal.timeout(request.connectTimeout + request.responseTimeout),
        });
        return { status: response.status, content: await response.text(), isTimedOut: false };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return { status: 0, content: timedOut ? '' : String(error), isTimedOut: timedOut };
      }
    },
  };
}
