import 'server-only';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { hasBearerToken } from '@/lib/security/bearer-token';

/** Who is calling: the site itself in-process, a holder of the server token, or anyone over HTTP. */
export type ContentAccess = 'read-write' | 'read-only';

export interface ContentServerContext {
  access: ContentAccess;
  /** Whether a write token is configured at all, to tell "forbidden here" from "not authorised". */
  writesConfigured: boolean;
  /** Whether the caller may read drafts (`preview: true`): the site itself, or a holder of either token. */
  previewAllowed: boolean;
}

/** The mounted endpoint's tokens: the server token for writes and private reads, either one for drafts. */
export interface ContentTokens {
  serverToken: string | undefined;
  previewToken: string | undefined;
}

/** Drafts over HTTP take either token as the bearer; without one configured nobody reads them there. */
export function mayPreview(authorization: string | null, tokens: ContentTokens): boolean {
  return (
    hasBearerToken(authorization, tokens.serverToken) || hasBearerToken(authorization, tokens.previewToken)
  );
}

/** Writing over HTTP takes `Authorization: Bearer <GRAPHQL_SERVER_TOKEN>`; without a configured token nobody can. */
export function accessOf(authorization: string | null, serverToken: string | undefined): ContentAccess {
  return hasBearerToken(authorization, serverToken) ? 'read-write' : 'read-only';
}

/**
 * Queries that read personal data (saved searches and their addresses): over HTTP they need the
 * server token, as writes do; the site reads them in-process.
 */
export const PRIVATE_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'searchAlert',
  'searchAlertsForManage',
  'dueSearchAlerts',
  'dueInstantSearchAlerts',
]);

/** Names of the root fields of a selection, through fragments: each alias of a mutation is one more write. */
function rootFieldNames(
  selectionSet: SelectionSetNode,
  document: DocumentNode,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') names.push(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      names.push(...rootFieldNames(selection.selectionSet, document, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        names.push(...rootFieldNames(fragment.selectionSet, document, seen));
    }
  }
  return names;
}

function refuse(message: string, status: number, headers?: Record<string, string>): never {
  throw createGraphQLError(message, { extensions: { http: { status, headers } } });
}

/**
 * Mutations write (an enquiry is stored, later mail is sent), so over HTTP they need the server
 * token, and a request carries at most one: aliases cannot turn one request into a burst. Private
 * queries need the token too.
 */
export const writeGuard: Plugin = {
  onExecute({ args }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const fields = rootFieldNames(operation.selectionSet, args.document);
    if (operation.operation === 'mutation' && fields.length > 1) {
      refuse('A request may carry one mutation.', 400);
    }
    const isPrivateQuery =
      operation.operation === 'query' && fields.some((name) => PRIVATE_QUERY_FIELDS.has(name));
    if (operation.operation !== 'mutation' && !isPrivateQuery) return;
    // The server context handed to yoga.fetch() (server.ts) is part of every operation's context.
    const { access, writesConfigured } = args.contextValue as unknown as ContentServerContext;
    if (access === 'read-write') return;
    if (!writesConfigured) refuse('This endpoint answers queries only.', 403);
    refuse('Mutations and private queries need this server’s bearer token.', 401, {
      'WWW-Authenticate': 'Bearer',
    });
  },
};
