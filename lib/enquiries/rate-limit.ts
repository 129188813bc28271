import 'server-only';
import { getServerConfig } from '@/lib/server-config';

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

/** Sliding window: at most `maxRequests` accepted requests per key in any `windowMs`. */
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
