/**
 * A permanent redirect to a path of this site, as a relative Location (RFC 9110 §10.2.2): the
 * browser resolves it against the address it asked, so it never names an origin the server was
 * configured with (another port, an internal host behind a proxy).
 */
export function relativeRedirect(path: string, status: 301 | 302 | 307 | 308 = 308): Response {
  return new Response(null, { status, headers: { Location: path } });
}
