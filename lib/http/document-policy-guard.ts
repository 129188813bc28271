import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNonDocumentPath } from '@/lib/rendering/non-document-paths';
import { createNonce, NON_DOCUMENT_CSP } from '@/lib/security/csp';
import { buildDocumentPolicy } from '@/lib/security/document-policy';

const INSTALLED = Symbol.for('site.documentPolicyGuard');
/** Node publishes each request here before the server's `request` event (a documented channel). */
const REQUEST_START = 'http.server.request.start';
const POLICY = 'content-security-policy';
/**
 * The request headers Next reads the nonce of a page's scripts from, and InstantSearch that of its
 * hand-off script: this server's to write (below, or proxy.ts), never the client's. A nonce the
 * client chose would be written into a page that the cache then serves to everyone.
 */
const NONCE_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-nonce'];

type WriteHead = ServerResponse['writeHead'];

/** A nonce's place in the policy, which is the same text for every request but for its nonce. */
const NONCE_SLOT = 'bm9uY2Utc2xvdA==';
let policyTemplate: string | undefined;

/** The document policy with a fresh nonce: built once, then only the nonce changes. */
function documentPolicyWithNonce(): string {
  policyTemplate ??= buildDocumentPolicy({ nonce: NONCE_SLOT });
  return policyTemplate.replace(NONCE_SLOT, createNonce());
}
type HeaderArgument = Record<string, unknown> | unknown[];

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
}

/** A header passed to `writeHead` itself: as an object, or as a flat list of names and values. */
function headerIn(headers: HeaderArgument | undefined, name: string): unknown {
  if (!headers) return undefined;
  if (!Array.isArray(headers)) {
    const key = Object.keys(headers).find((key) => key.toLowerCase() === name);
    return key === undefined ? undefined : headers[key];
  }
  const at = headers.findIndex((entry, index) => index % 2 === 0 && String(entry).toLowerCase() === name);
  return at === -1 ? undefined : headers[at + 1];
}

function headerArgumentOf(args: unknown[]): HeaderArgument | undefined {
  const last = args.at(-1);
  return typeof last === 'object' && last !== null ? (last as HeaderArgument) : undefined;
}

/**
 * Makes every response leave with exactly one Content-Security-Policy. Documents get theirs from the
 * cache (made from their own scripts) or from proxy.ts (a nonce); this covers the rest: an error page
 * (Next renders one when a page fails, outside both), and anything else without a policy. A document
 * request carries a fresh nonce in its policy header, which Next puts on the scripts of whatever it
 * renders for it, so an error page runs its own scripts and nothing else; the cache takes that nonce
 * off a page it keeps (lib/security/render-nonces.ts). A response that is no HTML gets the policy of
 * non-documents. next.config.ts `headers()` cannot do this: Next sets those before it renders and
 * appends a cached page's own policy after them, which would give that page two policies.
 */
export function guardDocumentPolicy(request: IncomingMessage, response: ServerResponse): void {
  for (const name of NONCE_HEADERS) delete request.headers[name];
  const documentPolicy = isNonDocumentPath(pathnameOf(request.url)) ? undefined : documentPolicyWithNonce();
  if (documentPolicy) request.headers[POLICY] = documentPolicy;
  const writeHead: WriteHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = headerArgumentOf(args);
    if (!this.hasHeader(POLICY) && headerIn(given, POLICY) === undefined) {
      const type = String(headerIn(given, 'content-type') ?? this.getHeader('content-type') ?? '');
      const isDocument = documentPolicy !== undefined && /^text\/html\b/i.test(type);
      this.setHeader(POLICY, isDocument ? documentPolicy : NON_DOCUMENT_CSP);
    }
    return (writeHead as (...parameters: unknown[]) => ServerResponse).apply(this, args);
  } as WriteHead;
}

/**
 * `next start` owns its HTTP server and offers no hook before its own handler; Node's diagnostics
 * channel for incoming requests is heard before that handler runs. Installed once per process.
 */
export function installDocumentPolicyGuard(): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe(REQUEST_START, (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    guardDocumentPolicy(request, response);
  });
}
