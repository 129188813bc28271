import { describe, expect, it } from 'vitest';
import { checkRateLimit, ENQUIRY_RATE_LIMIT } from '@/lib/enquiries/rate-limit';

const MINUTE = 60_000;
const START = 1_700_000_000_000;
let keyCount = 0;

// The limiter lives on globalThis, so each test uses keys no other test touches.
function freshKey(): string {
  keyCount += 1;
  return `rate-limit-test-${keyCount}`;
}

describe('checkRateLimit', () => {
  it('allows 5 enquiries in 10 minutes and refuses the 6th', () => {
    const key = freshKey();
    for (let i = 0; i < 5; i += 1) {
      expect(checkRateLimit(key, START + i * MINUTE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    const refused = checkRateLimit(key, START + 5 * MINUTE);
    expect(refused.allowed).toBe(false);
    // The first enquiry leaves the window at START + 10 min, five minutes later.
    expect(refused.retryAfterSeconds).toBe(5 * 60);
  });

  it('slides: a slot frees up as the oldest enquiry leaves the window', () => {
    const key = freshKey();
    for (let i = 0; i < 5; i += 1) expect(checkRateLimit(key, START + i * MINUTE).allowed).toBe(true);
    expect(checkRateLimit(key, START + 10 * MINUTE - 1).allowed).toBe(false);
    expect(checkRateLimit(key, START + 10 * MINUTE).allowed).toBe(true);
    expect(checkRateLimit(key, START + 10 * MINUTE + 1).allowed).toBe(false);
    expect(checkRateLimit(key, START + 11 * MINUTE).allowed).toBe(true);
  });

  it('does not count refused attempts against the visitor', () => {
    const key = freshKey();
    for (let i = 0; i < 5; i += 1) checkRateLimit(key, START);
    for (let i = 0; i < 20; i += 1) expect(checkRateLimit(key, START + MINUTE).allowed).toBe(false);
    expect(checkRateLimit(key, START + 10 * MINUTE).allowed).toBe(true);
  });

  it('keeps each key separate', () => {
    const first = freshKey();
    const second = freshKey();
    for (let i = 0; i < 5; i += 1) checkRateLimit(first, START);
    expect(checkRateLimit(first, START).allowed).toBe(false);
    expect(checkRateLimit(second, START).allowed).toBe(true);
  });

  it('bounds memory by evicting the least recently active keys', () => {
    const oldest = freshKey();
    for (let i = 0; i < 5; i += 1) checkRateLimit(oldest, START);
    expect(checkRateLimit(oldest, START).allowed).toBe(false);
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.maxKeys; i += 1) checkRateLimit(freshKey(), START + 1);
    // Evicted, so its history is gone and it starts afresh.
    expect(checkRateLimit(oldest, START + 2).allowed).toBe(true);
    const store = Reflect.get(globalThis, Symbol.for('ridgeway.enquiries.rateLimit'));
    expect(store).toBeInstanceOf(Map);
    expect((store as Map<string, number[]>).size).toBeLessThanOrEqual(ENQUIRY_RATE_LIMIT.maxKeys);
  });

  it('drops keys whose enquiries have all left the window', () => {
    // Later than every other test, as real time would be, so every earlier key is stale too.
    const later = START + 365 * 24 * 60 * MINUTE;
    const stale = freshKey();
    checkRateLimit(stale, later);
    checkRateLimit(freshKey(), later + 10 * MINUTE);
    const store = Reflect.get(globalThis, Symbol.for('ridgeway.enquiries.rateLimit')) as Map<
      string,
      number[]
    >;
    expect(store.has(stale)).toBe(false);
    expect(store.size).toBe(1);
  });
});
