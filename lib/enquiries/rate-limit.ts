import 'server-only';
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from '@/lib/rate-limit/rate-limit';
import { getServerConfig } from '@/lib/server-config';

export type { RateLimitResult };

/** ENQUIRY_RATE_LIMIT enquiries per client address in each ten minutes. */
export const ENQUIRY_RATE_LIMIT: RateLimitRule = {
  name: 'enquiry',
  points: getServerConfig().enquiryRateLimit,
  durationSeconds: 10 * 60,
};

/**
 * The enquiry limit for one key: a client address (lib/enquiries/client-ip.ts), or one a form of
 * its own prefixes (`alert:…`). In Redis when REDIS_URL is set, so it holds across instances; in
 * this process otherwise, and while Redis cannot be reached (lib/rate-limit/rate-limit.ts).
 */
export function checkEnquiryRateLimit(key: string): Promise<RateLimitResult> {
  return consumeRateLimit(ENQUIRY_RATE_LIMIT, key);
}
