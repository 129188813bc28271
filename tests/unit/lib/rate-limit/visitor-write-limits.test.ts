import { describe, expect, it } from 'vitest';
import {
  checkAlertSignupRateLimit,
  checkEnquiryRateLimit,
  ENQUIRY_RATE_LIMIT,
} from '@/lib/rate-limit/visitor-write-limits';

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

describe('checkAlertSignupRateLimit', () => {
  it('counts alert sign-ups apart from enquiries from the same address', async () => {
    const address = freshKey();
    for (let i = 0; i < 5; i += 1) await checkEnquiryRateLimit(address);
    expect((await checkEnquiryRateLimit(address)).allowed).toBe(false);
    for (let i = 0; i < 5; i += 1) expect((await checkAlertSignupRateLimit(address)).allowed).toBe(true);
    expect((await checkAlertSignupRateLimit(address)).allowed).toBe(false);
  });
});
