import 'server-only';
import { createClient } from '@redis/client';
import { DeadlineExceededError, withDeadline } from '@/lib/async/deadline';
import { REDIS_BUSY_ALLOWANCE_MS, REDIS_COMMAND_TIMEOUT_MS, REDIS_DEADLINE_MS } from '@/lib/redis/deadlines';
import { getServerConfig } from '@/lib/server-config';

const CONNECT_TIMEOUT_MS = 5000;
/** While the breaker is open, how often Redis is asked whether it answers again. */
const PROBE_INTERVAL_MS = 500;
/** A hung server (stopped, or a dead link) is noticed by the idle socket within this time… */
const SOCKET_TIMEOUT_MS = 3000;
/** …because a healthy one answers a ping well within it. */
const PING_INTERVAL_MS = 1000;

function createRedisClient(url: string) {
  return createClient({
    url,
    // Redis accelerates; it never holds an answer up. While it is away commands fail at once
    // rather than wait in a queue for it. Callers stop waiting at the deadline (callRedis); a
    // command of a hung server is dropped from the queue a little later.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    pingInterval: PING_INTERVAL_MS,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      // Keep trying in the background, after a socket timeout too: a Redis restart must not need
      // a site restart.
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
    },
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

// The cache handler (instrumentation's bundle) and server actions (another bundle) share one
// connection; module state is per bundle, globalThis is per process.
const CLIENT_KEY = Symbol.for('ridgeway.redisClient');

type Holder = typeof globalThis & { [CLIENT_KEY]?: Promise<RedisClient> };

async function connect(url: string): Promise<RedisClient> {
  const client = createRedisClient(url);
  let reported = false;
  client.on('error', (error: unknown) => {
    if (reported) return;
    reported = true;
    console.error(`[redis] ${error instanceof Error ? error.message : String(error)}; reconnecting.`);
  });
  client.on('ready', () => {
    reported = false;
  });
  // Until it answers, callers see a client that is not ready and fall back (cache misses, the
  // in-process rate limit) instead of waiting for it.
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
  ]);
  return client;
}

/** The shared Redis connection, or undefined when REDIS_URL is not set (one process, no Redis). */
export function getRedisClient(): Promise<RedisClient> | undefined {
  const { redisUrl } = getServerConfig();
  if (!redisUrl) return undefined;
  const holder = globalThis as Holder;
  holder[CLIENT_KEY] ??= connect(redisUrl);
  return holder[CLIENT_KEY];
}

/** Raised at once, without asking Redis, while it is not connected or its breaker is open. */
export class RedisUnavailableError extends Error {
  constructor(what: string, why: string) {
    super(`${what}: ${why}`);
    this.name = 'RedisUnavailableError';
  }
}

interface Breaker {
  open: boolean;
  probe?: ReturnType<typeof setInterval>;
}

type BreakerClient = Pick<RedisClient, 'isReady' | 'ping'>;

/** One breaker per connection, kept beside it; every bundle of the process reaches the same client. */
const breakers = new WeakMap<BreakerClient, Breaker>();

function breakerOf(client: BreakerClient): Breaker {
  let breaker = breakers.get(client);
  if (!breaker) {
    breaker = { open: false };
    breakers.set(client, breaker);
  }
  return breaker;
}

function withRedisDeadline<T>(work: Promise<T>, what: string): Promise<T> {
  return withDeadline(work, REDIS_DEADLINE_MS, what, REDIS_BUSY_ALLOWANCE_MS);
}

/**
 * A hung Redis (stopped, or a link that drops packets) keeps the socket open and accepts commands
 * that never come back: a deadline per call would still cost every request its wait. So the first
 * missed deadline opens the breaker: calls fail at once, without touching Redis, while a probe asks
 * it every PROBE_INTERVAL_MS, in the background, whether it answers a PING within the deadline.
 * When it does, the breaker closes and sharing resumes.
 */
function trip(client: BreakerClient, what: string): void {
  const breaker = breakerOf(client);
  if (breaker.open) return;
  breaker.open = true;
  console.error(
    `[redis] ${what} missed its ${REDIS_DEADLINE_MS} ms deadline; Redis is skipped until it answers again.`,
  );
  let probing = false;
  breaker.probe = setInterval(() => {
    if (probing || !client.isReady) return;
    probing = true;
    withRedisDeadline(client.ping(), 'Redis PING')
      .then(() => {
        clearInterval(breaker.probe);
        breaker.open = false;
        console.error('[redis] answering again; sharing resumes.');
      })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  }, PROBE_INTERVAL_MS);
  breaker.probe.unref?.();
}

/** Whether a call would be sent to Redis now: connected, and its breaker closed. */
export function isRedisUsable(client: BreakerClient): boolean {
  return client.isReady && !breakerOf(client).open;
}

/**
 * A command or transaction on the shared client, given up after the deadline, which opens the
 * breaker. node-redis sends a transaction (MULTI…EXEC) to its offline queue even with
 * disableOfflineQueue, where it would wait for Redis to come back and pile up with every request
 * meanwhile: while the client is not ready, or the breaker is open, the call is refused at once.
 */
export function callRedis<T>(client: BreakerClient, call: () => Promise<T>, what: string): Promise<T> {
  if (!client.isReady) return Promise.reject(new RedisUnavailableError(what, 'Redis is not connected'));
  if (breakerOf(client).open) {
    return Promise.reject(new RedisUnavailableError(what, 'Redis is not answering'));
  }
  return withRedisDeadline(call(), what).catch((error: unknown) => {
    if (error instanceof DeadlineExceededError) trip(client, what);
    throw error;
  });
}

/** Whether Redis answers now, within the deadline: for callers that must not act on a guess. */
export async function isRedisReachable(client: BreakerClient): Promise<boolean> {
  try {
    await callRedis(client, () => client.ping(), 'Redis PING');
    return true;
  } catch {
    return false;
  }
}
