import path from 'node:path';
import { getServerConfig } from '@/lib/server-config';

/** The local database's folder (DATA_DIR), absolute: SQLite, generated keys, the mail outbox, the listing journal. */
export function getDataDirectory(): string {
  return path.resolve(/*turbopackIgnore: true*/ getServerConfig().dataDir);
}
