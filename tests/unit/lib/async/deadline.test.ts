import { describe, expect, it } from 'vitest';
import { DeadlineExceededError, withDeadline } from '@/lib/async/deadline';

describe('withDeadline', () => {
  it('gives the outcome of work that settles in time', async () => {
    await expect(withDeadline(Promise.resolve('answer'), 50, 'work')).resolves.toBe('answer');
    await expect(withDeadline(Promise.reject(new Error('refused')), 50, 'work')).rejects.toThrow('refused');
  });

  it('gives up on work that never settles, naming it', async () => {
    const started = Date.now();
    const never = new Promise<never>(() => undefined);
    await expect(withDeadline(never, 30, 'Redis PING')).rejects.toThrow(
      new DeadlineExceededError('Redis PING', 30),
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
