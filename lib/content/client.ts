import 'server-only';
import { GraphQLClient, type Variables } from 'graphql-request';
import { unstable_cache } from 'next/cache';
import { CONTENT_FRESH_SECONDS } from '@/lib/cache/tags';
import { getServerConfig } from '@/lib/server-config';
import { ContentError } from './errors';
import { embeddedContentTransport } from './embedded-backend';
import { isPreview } from './preview';

const REMOTE_TIMEOUT_MS = 8000;

/** Published content for everyone, or drafts too for a preview: the CMS's two APIs, each with its token. */
type ContentMode = 'published' | 'preview';

function createClient(mode: ContentMode): GraphQLClient {
  const { graphqlEndpoint, graphqlApiToken, graphqlPreviewToken } = getServerConfig();
  if (graphqlEndpoint) {
    const token = mode === 'preview' ? (graphqlPreviewToken ?? graphqlApiToken) : graphqlApiToken;
    return new GraphQLClient(graphqlEndpoint, {
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }),
    });
  }
  // The embedded server answers in-process, so `next build` and server rendering need no listener;
  // the site itself may read drafts there without a token.
  const embedded = embeddedContentTransport();
  return new GraphQLClient(embedded.url, {
    fetch: (input, init) => embedded.fetch(new Request(input, init)),
  });
}

const clients = new Map<ContentMode, GraphQLClient>();

function getClient(mode: ContentMode): GraphQLClient {
  let client = clients.get(mode);
  if (!client) {
    client = createClient(mode);
    clients.set(mode, client);
  }
  return client;
}

interface GraphQLErrorResponse {
  response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

// Checked by shape: bundlers may load graphql-request twice, which defeats `instanceof ClientError`.
function isGraphQLErrorResponse(error: unknown): error is GraphQLErrorResponse {
  return (
    typeof error === 'object' && error !== null && 'response' in error && typeof error.response === 'object'
  );
}

function toContentError(error: unknown): ContentError {
  if (isGraphQLErrorResponse(error)) {
    const first = error.response.errors?.[0];
    if (first?.extensions?.code === 'BAD_USER_INPUT') {
      return new ContentError('bad_request', first.message, { cause: error });
    }
    return new ContentError('unavailable', 'The content service answered with an error.', { cause: error });
  }
  return new ContentError('unavailable', 'The content service could not be reached.', { cause: error });
}

/** Runs one named operation; every failure surfaces as a ContentError. */
export async function requestContent<Result, Vars extends Variables = Variables>(
  document: string,
  variables?: Vars,
  mode: ContentMode = 'published',
): Promise<Result> {
  let data: Result | undefined;
  try {
    data = await getClient(mode).request<Result>({ document, variables });
  } catch (error) {
    throw toContentError(error);
  }
  // graphql-request resolves any 200 JSON without `data` to undefined; it must not be cached as good.
  if (typeof data !== 'object' || data === null) {
    throw new ContentError('unavailable', 'The content service answered without data.');
  }
  return data;
}

/**
 * A query through Next's data cache. Content changes on publish, not per visitor: a read stays
 * fresh for an hour, is refreshed in the background after that, and when the service is
 * down the last good answer keeps being served. A publish purges the read's tag.
 *
 * In a preview the query asks for drafts (`preview: true`, which every read declares) and is never
 * kept: Next skips its data cache in draft mode, and the read does not go near it either, so no
 * draft can be served to a visitor from there.
 */
export async function readContent<Result, Vars extends Variables = Variables>(
  document: string,
  variables: Vars | undefined,
  tag: string,
): Promise<Result> {
  if (await isPreview()) {
    return requestContent<Result>(document, { ...variables, preview: true }, 'preview');
  }
  const read = unstable_cache(
    () => requestContent<Result, Vars>(document, variables),
    ['content', document, JSON.stringify(variables ?? {})],
    { revalidate: CONTENT_FRESH_SECONDS, tags: [tag] },
  );
  return read();
}
