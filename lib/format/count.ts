/** `1234567` → `1 234 567`: a string of digits in groups of three, from the right. */
export function groupDigits(digits: string, separator = ' '): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A whole number as South African English writes it, `12 345`: groups of three joined by a
 * no-break space, as `toLocaleString('en-ZA')` does. Written out because a browser's first
 * `toLocaleString` with a locale loads that locale's data, about 20 ms of a fast CPU's main thread
 * (80 ms on a phone's), in the middle of hydration.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  return `${whole < 0 ? '-' : ''}${groupDigits(Math.abs(whole).toString(), '\u00a0')}`;
}
