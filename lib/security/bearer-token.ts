import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Whether `given` is `secret`, in constant time: both are hashed first, so neither their contents
 * nor their lengths show in the time the comparison takes. No secret configured admits no one.
 */
export function isSameSecret(given: string | null | undefined, secret: string | undefined): boolean {
  if (!secret || given === null || given === undefined || given === '') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/** `Authorization: Bearer <secret>`: the one way every route that takes a token reads it. */
export function hasBearerToken(
  authorization: string | null | undefined,
  secret: string | undefined,
): boolean {
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  return isSameSecret(given, secret);
}
