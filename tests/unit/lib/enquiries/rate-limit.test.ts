import { describe, expect, it } from 'vitest';
import { checkEnquiryRateLimit, ENQUIRY_RATE_LIMIT } from '@/lib/enquiries/rate-limit';

let keyCount = 0;

// The limiter lives on globalThis, so each test uses keys no other test touches.
function freshKey(): string {
  keyCount += 1;
  return `rate-limit-test-${keyCount}`;
}

describe('checkEnquiryRateLimit', () => {
  it('allows 5 enquiries in ten minutes and refuses the 6th, saying when to try again', async () => {
    expect(ENQUIRY_RATE_LIMIT).toMatchObject({ points: 5, durationSeconds: 600 });
    const key = freshKey();
    for (let i = 0; i < 5; i += 1) {
      expect(await checkEnquiryRateLimit(key)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    const refused = await checkEnquiryRateLimit(key);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('keeps each key separate', async () => {
    const first = freshKey();
    const second = freshKey();
    for (let i = 0; i < 5; i += 1) await checkEnquiryRateLimit(first);
    expect((await checkEnquiryRateLimit(first)).allowed).toBe(false);
    expect((await checkEnquiryRateLimit(second)).allowed).toBe(true);
  });
});
