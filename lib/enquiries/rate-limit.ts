import 'server-only';
import { getRedisClient } from '@/lib/redis/client';
import { getServerConfig } from '@/lib/server-config';
import { checkRedisRateLimit } from './redis-rate-limit';

export const ENQUIRY_RATE_LIMIT = {
  maxRequests: getServerConfig().enquiryRateLimit,
  windowMs: 10 * 60 * 1000,
  /** Caps memory when many addresses (or a spoofing bot) send enquiries. */
  maxKeys: 10_000,
} as const;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

// Route handlers and server actions are bundled separately, so a module-level Map would not be
// shared between them; one Map on globalThis is. Symbol.for keeps the key stable across bundles.
const STORE_KEY = Symbol.for('ridgeway.enquiries.rateLimit');

type HitStore = Map<string, number[]>;

function getStore(): HitStore {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: HitStore };
  holder[STORE_KEY] ??= new Map();
  return holder[STORE_KEY];
}

/**
 * Keys are re-inserted on every accepted request, so the Map's insertion order runs from the least
 * to the most recently active key: stale keys and the overflow are always at the front.
 */
function evictKeys(store: HitStore, now: number): void {
  for (const [key, hits] of store) {
    const newest = hits[hits.length - 1] ?? 0;
    const stale = now - newest >= ENQUIRY_RATE_LIMIT.windowMs;
    if (!stale && store.size <= ENQUIRY_RATE_LIMIT.maxKeys) return;
    store.delete(key);
  }
}

/** Sliding window in this process: at most `maxRequests` accepted requests per key in any `windowMs`. */
export function checkRateLimit(key: string, now = Date.now()): RateLimitResult {
  const store = getStore();
  const recent = (store.get(key) ?? []).filter((time) => now - time < ENQUIRY_RATE_LIMIT.windowMs);
  const oldest = recent[0];
  if (oldest !== undefined && recent.length >= ENQUIRY_RATE_LIMIT.maxRequests) {
    store.set(key, recent);
    const retryAfterMs = oldest + ENQUIRY_RATE_LIMIT.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  recent.push(now);
  store.delete(key);
  store.set(key, recent);
  evictKeys(store, now);
  return { allowed: true, retryAfterSeconds: 0 };
}

/**
 * The enquiry limit for one client address: in Redis when REDIS_URL is set, so it holds across
 * instances; in this process otherwise, or while Redis cannot be reached.
 */
export async function checkEnquiryRateLimit(key: string): Promise<RateLimitResult> {
  const pending = getRedisClient();
  const client = pending ? await pending : undefined;
  if (client?.isReady) {
    try {
      return await checkRedisRateLimit(client, key, ENQUIRY_RATE_LIMIT);
    } catch (error) {
      console.error(`[rate-limit] Redis failed, counting in this process: ${String(error)}`);
    }
  }
  return checkRateLimit(key);
}
