import 'server-only';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { getServerConfig } from '@/lib/server-config';
import { createDepthLimitRule } from './depth-limit';
import { measureNesting } from './nesting-limit';
import { publicQueryBudget } from './query-budget';
import { buildSampleContent } from '@/lib/embedded/sample/content';
import { createContentSchema } from './schema';
import { writeGuard, type ContentAccess, type ContentServerContext } from './write-guard';

export const GRAPHQL_PATH = '/graphqlQuery/v1';
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_QUERY_DEPTH = 8;
/** Brackets of any kind; a document within the field-depth limit needs far fewer. */
export const MAX_DOCUMENT_NESTING = 32;

// Checked before parsing: a deep enough document overflows graphql-js's recursive parser (a 500).
const nestingLimit: Plugin = {
  onParse({ params }) {
    const source = typeof params.source === 'string' ? params.source : params.source.body;
    if (measureNesting(source, MAX_DOCUMENT_NESTING) > MAX_DOCUMENT_NESTING) {
      throw createGraphQLError(
        `Query is nested too deeply: brackets may nest at most ${MAX_DOCUMENT_NESTING} levels.`,
      );
    }
  },
};

const depthLimit: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(createDepthLimitRule(MAX_QUERY_DEPTH));
  },
};

function createContentYoga(schema: ReturnType<typeof createContentSchema>, budget: Plugin[]) {
  return createYoga({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    cors: false,
    fetchAPI: { Request, Response, Headers },
    plugins: [nestingLimit, ...budget, depthLimit, writeGuard],
  });
}

type ContentYoga = ReturnType<typeof createContentYoga>;

interface ContentYogas {
  /** The site itself, in-process, and holders of the server token. */
  trusted: ContentYoga;
  /** Anyone else: within the public query budget. Its own server, so no parse or validation cache is shared. */
  public: ContentYoga;
}

const globalForYoga = globalThis as typeof globalThis & { __contentYogas?: ContentYogas };

/** One pair of servers per process: route handlers and server rendering are separate bundles. */
export function getContentYoga(access: ContentAccess): ContentYoga {
  if (!globalForYoga.__contentYogas) {
    const schema = createContentSchema(buildSampleContent());
    globalForYoga.__contentYogas = {
      trusted: createContentYoga(schema, []),
      public: createContentYoga(schema, publicQueryBudget()),
    };
  }
  return access === 'read-write' ? globalForYoga.__contentYogas.trusted : globalForYoga.__contentYogas.public;
}

function errorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message }] }, { status });
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

const JSON_QUERY_PARAMS = ['variables', 'extensions'] as const;

/** Yoga reads these GET parameters with a bare JSON.parse, so invalid JSON there would be a 500. */
function findInvalidJsonParam(url: string): string | null {
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  for (const name of JSON_QUERY_PARAMS) {
    const value = params.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return name;
    }
  }
  return null;
}

const JSON_CONTENT_TYPE = /^application\/(graphql-response\+)?json\s*(;|$)/i;

/**
 * The embedded content service as one WHATWG handler: mounted as a route and called in-process.
 * `access` says whether the caller may write (the site itself, or a holder of the server token), and
 * `previewAllowed` whether it may read drafts.
 * A POST must be JSON: a cross-site form or a `text/plain` fetch cannot send JSON without a CORS
 * preflight, which this endpoint never grants, so no other site can make a browser post to it.
 */
export async function handleContentRequest(
  request: Request,
  access: ContentAccess,
  previewAllowed: boolean = access === 'read-write',
): Promise<Response> {
  const context: ContentServerContext = {
    access,
    writesConfigured: access === 'read-write' || hasServerToken(),
    previewAllowed,
  };
  if (request.method !== 'POST') {
    const invalid = findInvalidJsonParam(request.url);
    if (invalid) return errorResponse(400, `The ${invalid} parameter is not valid JSON.`);
    return withRequestErrorStatus(await getContentYoga(access).fetch(request, context));
  }
  if (!JSON_CONTENT_TYPE.test(request.headers.get('content-type') ?? '')) {
    return errorResponse(415, 'Send the request as application/json.');
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body.tooLarge) return errorResponse(413, `Request body is larger than ${MAX_BODY_BYTES} bytes.`);
  if (body.text.trim() === '')
    return errorResponse(400, 'Request body is empty: send {"query": "..."} as JSON.');
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  const forwarded = new Request(request.url, {
    method: 'POST',
    headers,
    body: body.text,
    signal: request.signal,
  });
  return withRequestErrorStatus(await getContentYoga(access).fetch(forwarded, context));
}

function hasServerToken(): boolean {
  return getServerConfig().graphqlServerToken !== undefined;
}
