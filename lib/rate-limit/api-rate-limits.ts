import 'server-only';
import { getClientIp } from '@/lib/enquiries/client-ip';
import { getServerConfig } from '@/lib/server-config';
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from './rate-limit';

/**
 * The embedded services' public routes, per client address and minute. Each request there runs on
 * the server's one thread in front of every visitor, so no client may send them without end; the
 * limits sit far above what a visitor's browser sends (a search per keystroke or filter change) and
 * the site's own server-side searches and reads never pass through the routes.
 */

/** SEARCH_API_RATE_LIMIT searches a minute on `/api/search` (the index admin, behind its key, is not counted). */
export const SEARCH_API_RATE_LIMIT: RateLimitRule = {
  name: 'search-api',
  points: getServerConfig().searchApiRateLimit,
  durationSeconds: 60,
};

/** GRAPHQL_RATE_LIMIT requests a minute on `/graphqlQuery/v1` without the server token (instances send it). */
export const GRAPHQL_RATE_LIMIT: RateLimitRule = {
  name: 'graphql',
  points: getServerConfig().graphqlRateLimit,
  durationSeconds: 60,
};

function clientOf(headers: Pick<Headers, 'get'>): string {
  return getClientIp(headers, getServerConfig().trustedProxyHops);
}

export function checkSearchApiRateLimit(headers: Pick<Headers, 'get'>): Promise<RateLimitResult> {
  return consumeRateLimit(SEARCH_API_RATE_LIMIT, clientOf(headers));
}

export function checkGraphqlRateLimit(headers: Pick<Headers, 'get'>): Promise<RateLimitResult> {
  return consumeRateLimit(GRAPHQL_RATE_LIMIT, clientOf(headers));
}
