import 'server-only';
import { createClient } from '@redis/client';
import { withDeadline } from '@/lib/async/deadline';
import { getServerConfig } from '@/lib/server-config';

const CONNECT_TIMEOUT_MS = 5000;
/** The most any caller waits for Redis: past it, Redis counts as down for that call. */
export const REDIS_DEADLINE_MS = 1000;
/** A hung server (stopped, or a dead link) is noticed by the idle socket within this time… */
const SOCKET_TIMEOUT_MS = 3000;
/** …because a healthy one answers a ping well within it. */
const PING_INTERVAL_MS = 1000;

function createRedisClient(url: string) {
  return createClient({
    url,
    // Redis accelerates; it never holds an answer up. While it is away commands fail at once
    // rather than wait in a queue for it, and none waits longer than the deadline.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_DEADLINE_MS },
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

/**
 * A command or transaction on the shared client, given up after the deadline. node-redis sends a
 * transaction (MULTI…EXEC) to its offline queue even with disableOfflineQueue, where it would wait
 * for Redis to come back and pile up with every request meanwhile: while the client is not ready,
 * the call is refused at once instead.
 */
export function callRedis<T>(
  client: Pick<RedisClient, 'isReady'>,
  call: () => Promise<T>,
  what: string,
): Promise<T> {
  if (!client.isReady) return Promise.reject(new Error(`${what}: Redis is not connected`));
  return withDeadline(call(), REDIS_DEADLINE_MS, what);
}

/** Whether Redis answers now, within the deadline: for callers that must not act on a guess. */
export async function isRedisReachable(client: RedisClient): Promise<boolean> {
  if (!client.isReady) return false;
  try {
    await withDeadline(client.ping(), REDIS_DEADLINE_MS, 'Redis PING');
    return true;
  } catch {
    return false;
  }
}
