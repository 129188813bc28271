import 'server-only';
import { hasBearerToken } from '@/lib/security/bearer-token';

/** Null when the bearer token is the run secret; otherwise the answer (404 unconfigured, 401 wrong). */
export function authoriseDigestRun(
  authorization: string | null,
  secret: string | undefined,
): Response | null {
  if (!secret) return Response.json({ error: 'Not found' }, { status: 404 });
  if (hasBearerToken(authorization, secret)) return null;
  return Response.json(
    { error: 'Send the alerts run secret as "Authorization: Bearer <secret>".' },
    { status: 401, headers: { 'www-authenticate': 'Bearer' } },
  );
}
