// A process reading (or making) the local secret of each of `count` folders under `root`, as an
// instance starting over that store folder does; prints one line per folder, the secret or the error.
// All of them start at `startAt` (ms since 1970), however long each took to start.
import path from 'node:path';
import { readOrCreateLocalSecret } from '@/lib/security/local-secret';

const [root = '', count = '0', startAt = '0'] = process.argv.slice(2);

function readAll(): string[] {
  return Array.from({ length: Number(count) }, (_, index) => {
    try {
      return readOrCreateLocalSecret(path.join(root, `store-${index}`), 'alerts-secret.key');
    } catch (error) {
      return `error: ${String(error)}`;
    }
  });
}

setTimeout(() => process.stdout.write(readAll().join('\n')), Math.max(0, Number(startAt) - Date.now()));
