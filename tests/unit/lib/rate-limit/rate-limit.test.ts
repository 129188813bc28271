import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeRateLimit, RATE_LIMIT_KEY_PREFIX } from '@/lib/rate-limit/rate-limit';
import { getRedisClient, type RedisClient } from '@/lib/redis/client';
import { REDIS_DEADLINE_MS } from '@/lib/redis/deadlines';
import { connectClient, freePort, startRedis } from '../../redis-server';

vi.mock('@/lib/redis/client', async (original) => ({
  ...(await original<typeof import('@/lib/redis/client')>()),
  getRedisClient: vi.fn(),
}));

const rule = (name: string) => ({ name, points: 3, durationSeconds: 60 });

describe('consumeRateLimit', () => {
  it('counts in this process without Redis', async () => {
    vi.mocked(getRedisClient).mockReturnValue(undefined);
    const memory = rule('memory-only');
    for (let i = 0; i < 3; i += 1) expect((await consumeRateLimit(memory, '192.0.2.1')).allowed).toBe(true);
    const refused = await consumeRateLimit(memory, '192.0.2.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await consumeRateLimit(memory, '192.0.2.2')).allowed).toBe(true);
  });

  // Debian's redis-server: the count every instance sees, and a hung one (SIGSTOP) mid-run.
  describe('over Redis', () => {
    let redis: ChildProcess;
    let client: Awaited<ReturnType<typeof connectClient>>;

    beforeAll(async () => {
      const port = await freePort();
      redis = await startRedis(port);
      client = await connectClient(port);
      vi.mocked(getRedisClient).mockReturnValue(Promise.resolve(client as unknown as RedisClient));
    });

    afterAll(() => {
      redis.kill('SIGKILL');
      client.destroy();
    });

    it('counts in Redis, where every instance reads the same count', async () => {
      const shared = rule('shared');
      for (let i = 0; i < 3; i += 1) expect((await consumeRateLimit(shared, '192.0.2.9')).allowed).toBe(true);
      expect(await client.get(`${RATE_LIMIT_KEY_PREFIX}shared:192.0.2.9`)).toBe('3');
      // Another instance's requests, written straight into Redis, count here too.
      await client.set(`${RATE_LIMIT_KEY_PREFIX}shared:192.0.2.10`, '3', { EX: 60 });
      expect((await consumeRateLimit(shared, '192.0.2.10')).allowed).toBe(false);
    });

    it('counts in memory, at once, while Redis hangs', async () => {
      const insured = rule('insured');
      expect((await consumeRateLimit(insured, '192.0.2.20')).allowed).toBe(true);
      redis.kill('SIGSTOP');
      try {
        const started = Date.now();
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push((await consumeRateLimit(insured, '192.0.2.21')).allowed);
        expect(answers).toEqual([true, true, true, false]);
        // One missed deadline at most; the rest are answered by the insurance limiter at once.
        expect(Date.now() - started).toBeLessThan(REDIS_DEADLINE_MS + 300);
      } finally {
        redis.kill('SIGCONT');
      }
    });
  });
});
