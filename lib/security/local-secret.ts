import 'server-only';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/** Writes `text` to a new file and forces it to disk before it closes. */
function writeDurably(file: string, text: string): void {
  const descriptor = openSync(/*turbopackIgnore: true*/ file, 'wx', 0o600);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Makes the folder's new entry durable too, where the platform lets a folder be opened. */
function syncDirectory(directory: string): void {
  let descriptor: number;
  try {
    descriptor = openSync(/*turbopackIgnore: true*/ directory, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Puts a new secret under `file`, written whole to a file of this process's own first and put in
 * place with a hard link, which fails when the name exists: the file under the name is never empty
 * or half written, and of two processes starting at once the second keeps the first's secret.
 */
function createSecret(directory: string, file: string): void {
  mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeDurably(draft, randomBytes(32).toString('base64url'));
    linkSync(/*turbopackIgnore: true*/ draft, file);
    syncDirectory(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(/*turbopackIgnore: true*/ draft, { force: true });
  }
}

/**
 * A secret made once for this machine and kept in `directory` (file mode 0600), for the embedded
 * default where nobody configured one: `npm start`, `npm run alerts` and `npm run listings:touch`
 * on the same machine read the same store folder, so they agree on it with nothing to set.
 */
export function readOrCreateLocalSecret(directory: string, name: string): string {
  const file = path.join(/*turbopackIgnore: true*/ directory, name);
  if (!existsSync(/*turbopackIgnore: true*/ file)) createSecret(directory, file);
  const secret = readFileSync(/*turbopackIgnore: true*/ file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret: delete it and a new one is made.`);
  }
  return secret;
}
