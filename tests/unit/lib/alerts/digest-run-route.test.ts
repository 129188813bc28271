import { describe, expect, it } from 'vitest';
import { authoriseDigestRun } from '@/lib/alerts/digest-run-route';

const SECRET = 'a-run-secret-of-at-least-thirty-two-chars';

describe('authoriseDigestRun', () => {
  it('lets the holder of the secret run', () => {
    expect(authoriseDigestRun(`Bearer ${SECRET}`, SECRET)).toBeNull();
  });

  it('answers 401 for a missing or wrong secret', () => {
    for (const header of [null, '', 'Bearer ', `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`]) {
      const refusal = authoriseDigestRun(header, SECRET);
      expect(refusal?.status).toBe(401);
      expect(refusal?.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 404 where no secret is configured, whatever is sent', () => {
    expect(authoriseDigestRun(`Bearer ${SECRET}`, undefined)?.status).toBe(404);
  });
});
