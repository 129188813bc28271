import 'server-only';
import { openContentStore } from './store';
import { GRAPHQL_PATH, handleContentRequest } from './server';
import { accessOf, mayPreview, type ContentTokens } from './write-guard';

/**
 * The embedded content service's front door, which only `lib/content/embedded-backend.ts` opens:
 * the GraphQL API over the sample content and the local database of what visitors write.
 */
export const embeddedContent = {
  graphqlPath: GRAPHQL_PATH,
  /** The site's own reads and writes, answered in-process. */
  answer(request: Request): Promise<Response> {
    return handleContentRequest(request, 'read-write');
  },
  /**
   * The mounted route: writes and private fields only with GRAPHQL_SERVER_TOKEN as the bearer, drafts
   * with it or GRAPHQL_PREVIEW_TOKEN.
   */
  handleRequest(request: Request, tokens: ContentTokens): Promise<Response> {
    const authorization = request.headers.get('authorization');
    return handleContentRequest(
      request,
      accessOf(authorization, tokens.serverToken),
      mayPreview(authorization, tokens),
    );
  },
  /** Opens the local database: SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
  open(): Promise<void> {
    return openContentStore();
  },
};
