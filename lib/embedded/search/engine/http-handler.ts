import 'server-only';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { SearchEngineError, toErrorBody } from './errors';
import type { EngineRawRequest, EngineResponse } from './types';

export const MAX_BODY_BYTES = 256 * 1024;
// The lite client sends the `*` literally; other clients and proxies may percent-encode it.
const QUERIES_PATH = /\/1\/indexes\/(?:\*|%2a)\/queries$/i;
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function errorResponse(error: SearchEngineError): EngineResponse {
  return { status: error.status, body: toErrorBody(error) };
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Path, method, size and JSON checks shared by the HTTP handler and the in-process requester. */
export function routeRawRequest(
  raw: EngineRawRequest,
  runQueries: (body: unknown) => EngineResponse,
): EngineResponse {
  const { pathname } = new URL(raw.url, 'http://engine.invalid');
  if (!QUERIES_PATH.test(pathname)) {
    return errorResponse(new SearchEngineError('not_found', `Path ${pathname} does not exist`));
  }
  if (raw.method.toUpperCase() !== 'POST') {
    return errorResponse(
      new SearchEngineError('method_not_allowed', `Method ${raw.method} is not allowed, use POST`),
    );
  }
  // A UTF-16 code unit takes at most 3 bytes in UTF-8, so only long texts need encoding to be measured.
  if (raw.bodyText.length > MAX_BODY_BYTES / 3 && byteLength(raw.bodyText) > MAX_BODY_BYTES) {
    return errorResponse(tooLarge());
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.bodyText);
  } catch {
    return errorResponse(new SearchEngineError('bad_request', 'Invalid JSON in the request body'));
  }
  return runQueries(body);
}

function tooLarge(): SearchEngineError {
  return new SearchEngineError('payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
}

function toResponse({ status, body }: EngineResponse, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...extraHeaders } });
}

export async function handleSearchRequest(
  request: Request,
  respondToRaw: (raw: EngineRawRequest) => EngineResponse,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  // The body is read only for the one route that needs it; size errors must not mask a 404 or 405.
  let bodyText = '';
  if (QUERIES_PATH.test(pathname) && request.method.toUpperCase() === 'POST') {
    const body = await readLimitedBody(request, MAX_BODY_BYTES);
    if (body.tooLarge) return toResponse(errorResponse(tooLarge()));
    bodyText = body.text;
  }
  const response = respondToRaw({ method: request.method, url: request.url, bodyText });
  return toResponse(response, response.status === 405 ? { allow: 'POST' } : {});
}
