import { longestWait } from '@/lib/async/deadline';

/**
 * The most any caller waits for Redis: past it, Redis counts as down, for that call and (through
 * the breaker in lib/redis/client.ts) for every call until it answers a probe. A healthy Redis
 * answers in a millisecond or two; a page that missed it still has most of its second to render.
 */
export const REDIS_DEADLINE_MS = 250;
/**
 * How much longer than the deadline a call may wait while this process is too busy to keep time:
 * the first call to a hung Redis then still leaves the page half of its second.
 */
export const REDIS_BUSY_ALLOWANCE_MS = 250;
/** The longest a call waits for a Redis that does not answer. */
export const REDIS_LONGEST_WAIT_MS = longestWait(REDIS_DEADLINE_MS, REDIS_BUSY_ALLOWANCE_MS);
/**
 * What a command may take before it is dropped (node-redis, and the cache handler per command):
 * a backstop, past the longest a caller's deadline waits. Those timeouts fire in the timers phase,
 * before a reply that came in meanwhile is read, so they must not be the deadline.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2 * REDIS_LONGEST_WAIT_MS;
