import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRedis, isRedisReachable, isRedisUsable } from '@/lib/redis/client';
import { REDIS_DEADLINE_MS } from '@/lib/redis/deadlines';
import { connectClient, freePort, startRedis } from '../../redis-server';

// Debian's redis-server, killed under a connected client as in an outage.
describe('callRedis', () => {
  let redis: ChildProcess;
  let client: Awaited<ReturnType<typeof connectClient>>;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    // As in production after a few attempts, reconnecting seconds apart: each failed attempt flushes the queue.
    client = await connectClient(port);
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

// Debian's redis-server stopped (SIGSTOP) under a connected client: the socket stays open and
// commands are written, but nothing answers, as with a hung server or a link that drops packets.
describe('the breaker', () => {
  let redis: ChildProcess;
  let client: Awaited<ReturnType<typeof connectClient>>;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    client = await connectClient(port);
  });

  afterAll(() => {
    redis.kill('SIGKILL');
    client.destroy();
  });

  it('opens at the first missed deadline, so later calls fail at once, and closes once Redis answers a probe', async () => {
    expect(await callRedis(client, () => client.set('k', 'v'), 'SET')).toBe('OK');
    redis.kill('SIGSTOP');
    try {
      let started = Date.now();
      await expect(callRedis(client, () => client.get('k'), 'Redis GET')).rejects.toThrow(
        `Redis GET took longer than ${REDIS_DEADLINE_MS} ms`,
      );
      expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS + 200);
      expect(isRedisUsable(client)).toBe(false);
      // Every call after it, transactions and pings included, is refused without a wait.
      started = Date.now();
      await expect(callRedis(client, () => client.get('k'), 'Redis GET')).rejects.toThrow(
        'Redis GET: Redis is not answering',
      );
      expect(await isRedisReachable(client)).toBe(false);
      expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS / 10);
    } finally {
      redis.kill('SIGCONT');
    }
    // The probe finds it answering again within moments.
    await expect.poll(() => isRedisUsable(client), { timeout: 5000 }).toBe(true);
    expect(await callRedis(client, () => client.get('k'), 'Redis GET')).toBe('v');
  });
});
