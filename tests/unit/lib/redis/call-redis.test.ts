import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRedis, REDIS_DEADLINE_MS } from '@/lib/redis/client';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const probe = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
    probe.on('error', () => {});
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    ) {
      await probe.quit();
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

// Debian's redis-server, killed under a connected client as in an outage.
describe('callRedis', () => {
  let redis: ChildProcess;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    client = createClient({
      url: `redis://127.0.0.1:${port}`,
      disableOfflineQueue: true,
      // As in production after a few attempts: seconds apart. Each failed attempt flushes the queue.
      socket: { reconnectStrategy: () => 5000 },
    });
    client.on('error', () => {});
    await client.connect();
  });

  afterAll(async () => {
    redis.kill('SIGKILL');
    client.destroy();
  });

  it('answers while Redis is up', async () => {
    const [, count] = await callRedis(client, () => client.multi().sAdd('k', 'a').sCard('k').exec(), 'test');
    expect(Number(count)).toBe(1);
  });

  it('refuses a transaction at once while Redis is down, where node-redis would queue it', async () => {
    redis.kill('SIGKILL');
    await expect.poll(() => client.isReady).toBe(false);

    const queued = client.multi().sAdd('k', 'b').exec();
    const settled = await Promise.race([
      queued.then(
        () => 'answered',
        () => 'refused',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 200)),
    ]);
    expect(settled).toBe('still waiting');

    const started = Date.now();
    await expect(callRedis(client, () => client.multi().sAdd('k', 'c').exec(), 'Redis SADD')).rejects.toThrow(
      'Redis SADD: Redis is not connected',
    );
    expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS / 10);
  });
});
