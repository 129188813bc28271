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
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceededError(what, ms)), ms);
    timer.unref?.();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
