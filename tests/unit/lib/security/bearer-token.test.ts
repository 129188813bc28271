import { describe, expect, it } from 'vitest';
import { hasBearerToken, isSameSecret } from '@/lib/security/bearer-token';

const SECRET = 'a-secret-of-thirty-two-characters!';

describe('hasBearerToken', () => {
  it('admits exactly "Bearer <secret>"', () => {
    expect(hasBearerToken(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(hasBearerToken(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(hasBearerToken(`Bearer ${SECRET.slice(1)}`, SECRET)).toBe(false);
    expect(hasBearerToken(`bearer ${SECRET}`, SECRET)).toBe(false);
    expect(hasBearerToken(`Basic ${SECRET}`, SECRET)).toBe(false);
    expect(hasBearerToken(SECRET, SECRET)).toBe(false);
    expect(hasBearerToken('Bearer ', SECRET)).toBe(false);
    expect(hasBearerToken(null, SECRET)).toBe(false);
  });

  it('admits no one while no secret is configured', () => {
    expect(hasBearerToken('Bearer ', undefined)).toBe(false);
    expect(hasBearerToken('Bearer anything', undefined)).toBe(false);
    expect(hasBearerToken('Bearer anything', '')).toBe(false);
  });
});

describe('isSameSecret', () => {
  it('compares whole values of any length', () => {
    expect(isSameSecret(SECRET, SECRET)).toBe(true);
    expect(isSameSecret('short', SECRET)).toBe(false);
    expect(isSameSecret(`${SECRET}${SECRET}`, SECRET)).toBe(false);
    expect(isSameSecret('', SECRET)).toBe(false);
    expect(isSameSecret(null, SECRET)).toBe(false);
  });
});
