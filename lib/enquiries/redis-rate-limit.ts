import 'server-only';
import { randomUUID } from 'node:crypto';
import { callRedis, type RedisClient } from '@/lib/redis/client';
import type { RateLimitResult } from './rate-limit';

/**
 * The sliding window of lib/enquiries/rate-limit.ts in Redis, so every instance counts the same
 * enquiries. One script keeps the check and the count atomic across instances: drop what left
 * the window, refuse when it is full (saying when its oldest entry leaves), else record this one.
 */
const SLIDING_WINDOW = `
local key, now, window, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return {1, 0}
`;

const KEY_PREFIX = 'site:enquiry-rate:';

export interface WindowLimit {
  maxRequests: number;
  windowMs: number;
}

export async function checkRedisRateLimit(
  client: RedisClient,
  key: string,
  limit: WindowLimit,
  now = Date.now(),
): Promise<RateLimitResult> {
  const reply = (await callRedis(
    client,
    () =>
      client.eval(SLIDING_WINDOW, {
        keys: [`${KEY_PREFIX}${key}`],
        arguments: [String(now), String(limit.windowMs), String(limit.maxRequests), `${now}:${randomUUID()}`],
      }),
    'Redis rate limit',
  )) as [number, number];
  const [allowed, oldest] = reply;
  if (allowed === 1) return { allowed: true, retryAfterSeconds: 0 };
  const retryAfterMs = oldest + limit.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}
