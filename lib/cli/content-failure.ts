import { isContentError } from '../content/errors';
import { getDataDirectory } from '../data-dir';
import { getServerConfig } from '../server-config';

const MAX_CAUSE_LENGTH = 300;

/** What a failed call's cause said: the service's status when it answered, else the network error. */
function causeOf(error: Error): { status?: number; text: string } {
  const cause = error.cause;
  const status = (cause as { response?: { status?: unknown } } | null)?.response?.status;
  const text = cause instanceof Error ? cause.message : String(cause ?? '');
  return {
    ...(typeof status === 'number' ? { status } : {}),
    text: text.length > MAX_CAUSE_LENGTH ? `${text.slice(0, MAX_CAUSE_LENGTH)}…` : text,
  };
}

/**
 * A failed call to the content service in words, with the variable to set when it does not answer
 * where the commands look: GRAPHQL_ENDPOINT (and its token) for a company API or another
 * instance, else the embedded service's own store, DATABASE_URL or DATA_DIR.
 */
export function describeContentFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!isContentError(error) || error.code !== 'unavailable') return message;
  const cause = causeOf(error);
  const said = cause.text ? ` (${cause.text})` : '';
  const { graphqlEndpoint, databaseUrl } = getServerConfig();
  if (graphqlEndpoint) {
    if (cause.status === 401 || cause.status === 403) {
      return `The content service at GRAPHQL_ENDPOINT (${graphqlEndpoint}) refused the token: set GRAPHQL_API_TOKEN to its write token.${said}`;
    }
    if (cause.status !== undefined) return `${message}${said}`;
    return `The content service does not answer at GRAPHQL_ENDPOINT (${graphqlEndpoint}): start it, or set GRAPHQL_ENDPOINT to where it runs.${said}`;
  }
  const store = databaseUrl
    ? "DATABASE_URL's PostgreSQL: check DATABASE_URL"
    : `DATA_DIR (${getDataDirectory()}): check DATA_DIR`;
  return `${message} The embedded content service keeps its data in ${store}.${said}`;
}
