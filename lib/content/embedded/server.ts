import 'server-only';
import { createYoga, type Plugin } from 'graphql-yoga';
import { createDepthLimitRule } from './depth-limit';
import { buildSampleContent } from './sample';
import { createContentSchema } from './schema';

export const GRAPHQL_PATH = '/graphqlQuery/v1';
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_QUERY_DEPTH = 8;

const depthLimit: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(createDepthLimitRule(MAX_QUERY_DEPTH));
  },
};

function createContentYoga() {
  return createYoga({
    schema: createContentSchema(buildSampleContent()),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    cors: false,
    fetchAPI: { Request, Response, Headers },
    plugins: [depthLimit],
  });
}

type ContentYoga = ReturnType<typeof createContentYoga>;

const globalForYoga = globalThis as typeof globalThis & { __contentYoga?: ContentYoga };

/** One server per process: route handlers and server rendering are separate bundles. */
export function getContentYoga(): ContentYoga {
  globalForYoga.__contentYoga ??= createContentYoga();
  return globalForYoga.__contentYoga;
}

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
}

async function readLimitedBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * GraphQL over HTTP lets a server answer a request that never executed (unparsable or invalid
 * document) with 200 when the client accepts plain JSON. We answer 400 instead, so caches,
 * monitors and clients see a client error for what it is: a result without `data` never ran.
 */
async function withRequestErrorStatus(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const text = await response.text();
  let status = 200;
  if (text.startsWith('{"errors"')) {
    const result = JSON.parse(text) as Record<string, unknown>;
    if (!('data' in result)) status = 400;
  }
  return new Response(text, { status, headers: response.headers });
}

/** The embedded content service as one WHATWG handler: mounted as a route and called in-process. */
export async function handleContentRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return withRequestErrorStatus(await getContentYoga().fetch(request));
  const body = await readLimitedBody(request);
  if (body === null) return errorResponse(413, `Request body is larger than ${MAX_BODY_BYTES} bytes.`);
  if (body.trim() === '') return errorResponse(400, 'Request body is empty: send {"query": "..."} as JSON.');
  // Clients that forget the content type (curl -d, sendBeacon) still get a JSON answer, not a 415.
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const forwarded = new Request(request.url, { method: 'POST', headers, body, signal: request.signal });
  return withRequestErrorStatus(await getContentYoga().fetch(forwarded));
}
