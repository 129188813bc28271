export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the call waiting, if any. */
  cancel(): void;
}

/** Calls `run` with the last arguments once `waitMs` have passed without another call. */
export function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: Args) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      run(...args);
    }, waitMs);
  };
  return Object.assign(debounced, { cancel });
}
