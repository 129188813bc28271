import { describe, expect, it } from 'vitest';
import { addressIdOf, MAX_TOKEN_LENGTH, signAlertToken, verifyAlertToken } from '@/lib/alerts/alert-tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const NOW = new Date('2026-11-25T10:00:00Z');

describe('alert tokens', () => {
  it('gives back the subject of a genuine token', () => {
    const token = signAlertToken('confirm', 'alert-1', SECRET, NOW);
    expect(verifyAlertToken(token, 'confirm', SECRET, NOW)).toEqual({ ok: true, subject: 'alert-1' });
  });

  it('keeps each token to its purpose', () => {
    const token = signAlertToken('confirm', 'alert-1', SECRET, NOW);
    expect(verifyAlertToken(token, 'unsubscribe', SECRET, NOW)).toEqual({
      ok: false,
      reason: 'wrong-purpose',
    });
    const forged = token.replace(/^confirm/, 'manage');
    expect(verifyAlertToken(forged, 'manage', SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a changed subject, another secret, garbage and overlong input', () => {
    const token = signAlertToken('manage', 'abc123', SECRET, NOW);
    expect(verifyAlertToken(token.replace('abc123', 'abc124'), 'manage', SECRET, NOW).ok).toBe(false);
    expect(verifyAlertToken(token, 'manage', `${SECRET}x`, NOW).ok).toBe(false);
    expect(verifyAlertToken('not.a.token', 'manage', SECRET, NOW).ok).toBe(false);
    expect(verifyAlertToken('x'.repeat(MAX_TOKEN_LENGTH + 1), 'manage', SECRET, NOW).ok).toBe(false);
  });

  it('expires', () => {
    const token = signAlertToken('confirm', 'alert-1', SECRET, NOW);
    const later = new Date(NOW.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(verifyAlertToken(token, 'confirm', SECRET, later)).toEqual({ ok: false, reason: 'expired' });
  });

  it('names an address by a keyed hash that ignores case', () => {
    const id = addressIdOf('Jane@Example.com', SECRET);
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(addressIdOf(' jane@example.com ', SECRET)).toBe(id);
    expect(addressIdOf('jane@example.com', `${SECRET}x`)).not.toBe(id);
  });
});
