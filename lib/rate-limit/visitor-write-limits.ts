import 'server-only';
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from './rate-limit';
import { getServerConfig } from '@/lib/server-config';

export type { RateLimitResult };

/**
 * The forms whose every post stores what a visitor wrote and sends mail: each has its own limit per
 * client address (lib/enquiries/client-ip.ts), in Redis when REDIS_URL is set, so it holds across
 * instances; in this process otherwise, and while Redis cannot be reached (./rate-limit.ts).
 */

/** ENQUIRY_RATE_LIMIT enquiries per client address in each ten minutes. */
export const ENQUIRY_RATE_LIMIT: RateLimitRule = {
  name: 'enquiry',
  points: getServerConfig().enquiryRateLimit,
  durationSeconds: 10 * 60,
};

/** Alert sign-ups per client address in each ten minutes: as many as enquiries (ENQUIRY_RATE_LIMIT). */
export const ALERT_SIGNUP_RATE_LIMIT: RateLimitRule = {
  name: 'alert-signup',
  points: getServerConfig().enquiryRateLimit,
  durationSeconds: 10 * 60,
};

export function checkEnquiryRateLimit(clientAddress: string): Promise<RateLimitResult> {
  return consumeRateLimit(ENQUIRY_RATE_LIMIT, clientAddress);
}

export function checkAlertSignupRateLimit(clientAddress: string): Promise<RateLimitResult> {
  return consumeRateLimit(ALERT_SIGNUP_RATE_LIMIT, clientAddress);
}
