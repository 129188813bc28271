import { authoriseDigestRun } from '@/lib/alerts/digest-run-route';
import { runDigests } from '@/lib/alerts/digest-run';
import { DIGEST_RUN_SERVICES } from '@/lib/alerts/digest-services';
import { runInstantAlertsNow } from '@/lib/alerts/instant-timer';
import { getServerConfig } from '@/lib/server-config';

/**
 * `POST /api/alerts/run` with `Authorization: Bearer $ALERTS_RUN_SECRET`: the digest run of
 * `npm run alerts`, for a scheduler that calls URLs, and a run of instant alerts, for a hosted
 * listing sync to call once it has written (the embedded engine starts one itself). Without the secret configured the route does
 * not exist here (404), so nobody can tell a disabled scheduler from a missing page.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = authoriseDigestRun(request.headers.get('authorization'), getServerConfig().alertsRunSecret);
  if (refusal) return refusal;
  const [report, instant] = await Promise.all([runDigests(DIGEST_RUN_SERVICES), runInstantAlertsNow()]);
  return Response.json({ ...report, instant }, { headers: { 'cache-control': 'no-store' } });
}
