import 'server-only';
import { getClientIp } from '@/lib/enquiries/client-ip';
import { getServerConfig } from '@/lib/server-config';
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from './rate-limit';

/**
 * ACTION_RATE_LIMIT server action requests per client address in each minute, whatever the form:
 * each one runs server code (and renders a page for a form posted without scripts), so no client
 * can make the server do it without bound. Each form may keep a tighter limit of its own.
 */
export const ACTION_RATE_LIMIT: RateLimitRule = {
  name: 'action',
  points: getServerConfig().actionRateLimit,
  durationSeconds: 60,
};

export function checkActionRateLimit(headers: Pick<Headers, 'get'>): Promise<RateLimitResult> {
  return consumeRateLimit(ACTION_RATE_LIMIT, getClientIp(headers, getServerConfig().trustedProxyHops));
}
