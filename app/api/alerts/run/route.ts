import { authoriseDigestRun } from '@/lib/alerts/digest-run-route';
import { runDigests } from '@/lib/alerts/digest-run';
import { DIGEST_RUN_SERVICES } from '@/lib/alerts/digest-services';
import { getServerConfig } from '@/lib/server-config';

/**
 * `POST /api/alerts/run` with `Authorization: Bearer $ALERTS_RUN_SECRET`: the digest run of
 * `npm run alerts`, for a scheduler that calls URLs. Without the secret configured the route does
 * not exist here (404), so nobody can tell a disabled scheduler from a missing page.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = authoriseDigestRun(request.headers.get('authorization'), getServerConfig().alertsRunSecret);
  if (refusal) return refusal;
  const report = await runDigests(DIGEST_RUN_SERVICES);
  return Response.json(report, { headers: { 'cache-control': 'no-store' } });
}
