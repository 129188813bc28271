import 'server-only';
import { embeddedContent } from '@embedded/content';
import { getServerConfig } from '@/lib/server-config';

/** What the site asks of the embedded content service (`lib/embedded/content`). */
interface EmbeddedContentService {
  graphqlPath: string;
  answer(request: Request): Promise<Response>;
  handleRequest(
    request: Request,
    tokens: { serverToken: string | undefined; previewToken: string | undefined },
  ): Promise<Response>;
  open(): Promise<void>;
}

// Null in a build without the embedded room, where GRAPHQL_ENDPOINT is the only content service.
const service: EmbeddedContentService | null = embeddedContent;

/** What is missing for content in a build without the embedded room, in one line; else null. */
export function missingContentService(): string | null {
  if (service || getServerConfig().graphqlEndpoint) return null;
  return 'This build has no embedded content service: set GRAPHQL_ENDPOINT.';
}

/** The embedded service in force: none when GRAPHQL_ENDPOINT is set. */
function embeddedService(): EmbeddedContentService | null {
  const missing = missingContentService();
  if (missing) throw new Error(missing);
  return getServerConfig().graphqlEndpoint ? null : service;
}

/** A GraphQL client's `fetch` answered in-process by the embedded service, and the URL it posts to. */
export function embeddedContentTransport(): { url: string; fetch: (request: Request) => Promise<Response> } {
  const content = embeddedService();
  if (!content) throw new Error('GRAPHQL_ENDPOINT is set: content comes from there.');
  return {
    url: `http://embedded.invalid${content.graphqlPath}`,
    fetch: (request) => content.answer(request),
  };
}

/** Opens the embedded service's database, where it is the content service; else nothing. */
export async function openEmbeddedContentStore(): Promise<void> {
  await embeddedService()?.open();
}

/** The embedded service's answer on its mounted route, or null where GRAPHQL_ENDPOINT serves content. */
export function handleEmbeddedContentRequest(request: Request): Promise<Response> | null {
  if (getServerConfig().graphqlEndpoint || !service) return null;
  const { graphqlServerToken, graphqlPreviewToken } = getServerConfig();
  return service.handleRequest(request, {
    serverToken: graphqlServerToken,
    previewToken: graphqlPreviewToken,
  });
}
