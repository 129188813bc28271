import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/**
 * A secret made once for this machine and kept in `directory` (file mode 0600), for the embedded
 * default where nobody configured one: `npm start`, `npm run alerts` and `npm run listings:touch`
 * on the same machine read the same store folder, so they agree on it with nothing to set.
 * The exclusive create makes two processes starting at once keep the same one.
 */
export function readOrCreateLocalSecret(directory: string, name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ directory, name);
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  try {
    writeFileSync(/*turbopackIgnore: true*/ file, randomBytes(32).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret: delete it and a new one is made.`);
  }
  return secret;
}
