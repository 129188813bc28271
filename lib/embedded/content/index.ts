import 'server-only';
import { openContentStore } from './store';
import { GRAPHQL_PATH, handleContentRequest } from './server';
import { accessOf } from './write-guard';

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
  /** The mounted route: writes and private fields only with GRAPHQL_SERVER_TOKEN as the bearer. */
  handleRequest(request: Request, serverToken: string | undefined): Promise<Response> {
    return handleContentRequest(request, accessOf(request.headers.get('authorization'), serverToken));
  },
  /** Opens the local database: SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
  open(): Promise<void> {
    return openContentStore();
  },
};
