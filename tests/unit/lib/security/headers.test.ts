import { describe, expect, it } from 'vitest';
import { ALERT_PAGE_PATHS } from '@/lib/alerts/alert-links';
import { SECURITY_HEADERS, TOKEN_PAGE_HEADERS, TOKEN_PAGES_SOURCE } from '@/lib/security/headers';

describe('security headers', () => {
  it('isolate every page an alert e-mail links to', () => {
    const prefix = TOKEN_PAGES_SOURCE.replace('/:path*', '/');
    for (const path of Object.values(ALERT_PAGE_PATHS)) expect(path.startsWith(prefix), path).toBe(true);
    expect(TOKEN_PAGE_HEADERS).toContainEqual({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' });
  });

  it('leave the opener policy off the rest, which would cost each visit a new process', () => {
    expect(SECURITY_HEADERS.map(({ key }) => key.toLowerCase())).not.toContain('cross-origin-opener-policy');
  });
});
