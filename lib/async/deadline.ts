/** Raised by `withDeadline` when the work did not settle in time. */
export class DeadlineExceededError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/** How many times a deadline looks at the clock. */
const TICKS = 25;
/**
 * However busy this process is, a deadline gives up this long after its time, unless its caller
 * gives less: room for a busy moment (a render, a wait for a core) that matters to a short deadline
 * and not to a long one.
 */
const BUSY_PROCESS_ALLOWANCE_MS = 750;

/** The longest `withDeadline(work, ms)` waits, on a process too busy to keep time. */
export function longestWait(ms: number, busyAllowanceMs = BUSY_PROCESS_ALLOWANCE_MS): number {
  return ms + busyAllowanceMs;
}

/**
 * The work's outcome, or a DeadlineExceededError after `ms`: for calls that cannot be cancelled
 * (a Redis command already on the socket), so a slow accelerator costs a caller at most `ms`.
 *
 * The deadline measures the other side, not this process. While this process is busy (rendering a
 * page, or waiting for a core), an answer that arrived sits unread, and a timer comes due before
 * that read. So the deadline counts time in short ticks, and a tick that came due late counts at most
 * twice its length: `ms` is time in which this process could have read an answer. Work that has used
 * it up gets one more turn of the event loop (to read what arrived), and a process too busy to keep
 * time still gives up `busyAllowanceMs` after it.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  busyAllowanceMs = BUSY_PROCESS_ALLOWANCE_MS,
): Promise<T> {
  const tickMs = Math.max(1, ms / TICKS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = performance.now();
  let counted = 0;
  let lastTick = started;
  const deadline = new Promise<never>((_, reject) => {
    const tick = () => {
      const now = performance.now();
      // A timer is a millisecond or so late on an idle process: a tick counts up to twice its length.
      counted += Math.min(now - lastTick, 2 * tickMs);
      lastTick = now;
      if (counted >= ms || now - started >= longestWait(ms, busyAllowanceMs)) {
        setImmediate(() => reject(new DeadlineExceededError(what, ms)));
        return;
      }
      timer = setTimeout(tick, Math.min(tickMs, ms - counted));
      timer.unref?.();
    };
    timer = setTimeout(tick, tickMs);
    timer.unref?.();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
