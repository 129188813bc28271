import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DeadlineExceededError, longestWait, withDeadline } from '@/lib/async/deadline';

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

  it('counts an answer that arrived while this process was busy past the deadline as in time', async () => {
    // The other side is another process, so it answers while this one is busy.
    const echo = spawn(process.execPath, [
      '-e',
      "const s = require('net').createServer((c) => c.on('data', () => c.write('pong'))).listen(0, '127.0.0.1', () => console.log(s.address().port))",
    ]);
    try {
      const [port] = (await once(echo.stdout, 'data')) as [Buffer];
      const socket = connect(Number(String(port).trim()), '127.0.0.1');
      await once(socket, 'connect');
      const answer = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
      socket.write('ping');
      const outcome = withDeadline(answer, 20, 'ping');
      // Busy well past the deadline: the answer arrives meanwhile but is only read afterwards.
      const busyUntil = Date.now() + 300;
      while (Date.now() < busyUntil);
      await expect(outcome).resolves.toBe('pong');
      socket.destroy();
    } finally {
      echo.kill();
    }
  });

  it('does not count the time this process was busy between the steps of the work', async () => {
    const step = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    // Two round trips of 30 ms with 250 ms of rendering between them: 310 ms by the wall clock,
    // 60 ms of waiting for the other side.
    const work = (async () => {
      await step(30);
      busyFor(250);
      await step(30);
      return 'answer';
    })();
    await expect(withDeadline(work, 100, 'two steps')).resolves.toBe('answer');
  });

  /** How long a never-settling deadline took to give up while this process was busy in 15 ms slices with a free moment between, as a loaded server is. */
  async function givingUpWhileBusy(busyAllowanceMs?: number): Promise<number> {
    const started = performance.now();
    const outcome = withDeadline(new Promise<never>(() => undefined), 40, 'Redis GET', busyAllowanceMs);
    const busyInSlices = setInterval(() => {
      const until = performance.now() + 15;
      while (performance.now() < until);
    }, 1);
    try {
      await expect(outcome).rejects.toThrow(new DeadlineExceededError('Redis GET', 40));
    } finally {
      clearInterval(busyInSlices);
    }
    return performance.now() - started;
  }

  it('gives up within its allowance on a process too busy to keep time', async () => {
    expect(await givingUpWhileBusy()).toBeLessThan(longestWait(40) + 100);
  });

  it("gives up within the caller's smaller allowance, for a caller with little time to spare", async () => {
    // Without its own allowance this deadline would count its 40 ms for about 200 ms here.
    expect(await givingUpWhileBusy(20)).toBeLessThan(longestWait(40, 20) + 60);
  });

  it('keeps to its time on an idle process', async () => {
    const started = performance.now();
    await expect(withDeadline(new Promise<never>(() => undefined), 100, 'ping')).rejects.toThrow(
      DeadlineExceededError,
    );
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(150);
  });
});
