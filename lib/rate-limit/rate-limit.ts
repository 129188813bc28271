import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { callRedis, getRedisClient, type RedisClient } from '@/lib/redis/client';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** At most `points` requests per key in each window of `durationSeconds`, counted under `name`. */
export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

/** Keys in Redis: `site:rate:{rule}:{client}`, beside the cache's `site:{build}:…`. */
export const RATE_LIMIT_KEY_PREFIX = 'site:rate:';

/**
 * rate-limiter-flexible's node-redis path counts with one EVAL; it goes through the client's
 * deadline and breaker here, so a hung Redis costs a request nothing: the call fails at once and
 * the limiter counts in memory instead (its insurance limiter).
 */
function guardedStore(client: RedisClient) {
  return {
    eval: (script: string, options: Parameters<RedisClient['eval']>[1]) =>
      callRedis(client, () => client.eval(script, options), 'Redis rate limit'),
  };
}

async function createLimiter(rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const options = { points: rule.points, duration: rule.durationSeconds };
  const memory = new RateLimiterMemory({ ...options, keyPrefix: rule.name });
  const pending = getRedisClient();
  if (!pending) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: guardedStore(await pending),
    useRedisPackage: true,
    keyPrefix: `${RATE_LIMIT_KEY_PREFIX}${rule.name}`,
    insuranceLimiter: memory,
  });
}

// Route handlers, server actions and the proxy are bundled separately: one set of limiters per
// process, on globalThis, so each counts every request it sees whichever bundle asks.
const LIMITERS_KEY = Symbol.for('ridgeway.rateLimiters');

function limiterFor(rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const holder = globalThis as typeof globalThis & {
    [LIMITERS_KEY]?: Map<string, Promise<RateLimiterAbstract>>;
  };
  const limiters = (holder[LIMITERS_KEY] ??= new Map());
  const id = `${rule.name}:${rule.points}/${rule.durationSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createLimiter(rule);
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Counts one request of `key` (a client address, lib/enquiries/client-ip.ts) against `rule`: in
 * Redis when REDIS_URL is set, so every instance counts the same requests; in this process
 * otherwise, and while Redis is down or hung (rate-limiter-flexible's insurance limiter).
 */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const limiter = await limiterFor(rule);
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
