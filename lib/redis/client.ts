import 'server-only';
import { createClient } from '@redis/client';
import { getServerConfig } from '@/lib/server-config';

const CONNECT_TIMEOUT_MS = 5000;

function createRedisClient(url: string) {
  return createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Keep trying in the background: a Redis restart must not need a site restart.
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
