// A separate process claiming mail jobs one at a time until none is due, as a second server or
// `npm run mail` would; prints the ids it won, one per line. Used by mail-job-tables.test.ts with
// a SQLite folder or a PostgreSQL URL.
import { asContentStore, type ContentStore } from '@/lib/embedded/content/content-store';
import { openSqliteDatabase } from '@/lib/embedded/content/sqlite-database';
import { openPostgresStore } from '@/lib/embedded/content/postgres/pg-store';

async function main(): Promise<void> {
  const [location = '', startAt = '0'] = process.argv.slice(2);
  const database: ContentStore = location.startsWith('postgres://')
    ? await openPostgresStore(location, 2)
    : asContentStore(openSqliteDatabase(location));
  // Both processes start claiming at the same moment, however long each took to start.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  const won: string[] = [];
  for (;;) {
    const [job] = await database.claimMailJobs(1, Date.now());
    if (!job) break;
    won.push(job.id);
    // A sender sends between claims; the other process's claims get the lock meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await database.close();
  process.stdout.write(won.join('\n'));
}

void main();
