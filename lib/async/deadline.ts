/** Raised by `withDeadline` when the work did not settle in time. */
export class DeadlineExceededError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * The work's outcome, or a DeadlineExceededError after `ms`: for calls that cannot be cancelled
 * (a Redis command already on the socket), so a slow accelerator costs a caller at most `ms`.
 * A timer that comes due while the process was busy (rendering a page, say) runs before the
 * socket data that arrived meanwhile is read: the deadline then waits for that read (one turn of
 * the event loop) before it counts the work late, so it measures the other side, not this process.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new DeadlineExceededError(what, ms))), ms);
    timer.unref?.();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
