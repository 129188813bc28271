// Owns the content database on a thread of its own, so a commit's fsync never stalls the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { ContentDatabaseMethod } from './content-store';
import { openSqliteDatabase } from './sqlite-database';

export interface DatabaseWriterData {
  directory: string;
}

export interface DatabaseWriteRequest {
  seq: number;
  method: ContentDatabaseMethod;
  args: unknown[];
  /** When the call's time is up (ms since 1970): it waits for no lock past it, and is not run after it. */
  runBy: number;
}

export interface DatabaseCallReply {
  seq: number;
  result?: unknown;
  error?: string;
  /** The error's class name, so callers can tell a refused input from a failure. */
  errorName?: string;
}

/** Sent once, when the database is open (created, migrated, an old store imported). */
export interface DatabaseReadyReply {
  ready: true;
}

export type DatabaseWriteReply = DatabaseCallReply | DatabaseReadyReply;

const database = openSqliteDatabase((workerData as DatabaseWriterData).directory);
parentPort?.postMessage({ ready: true } satisfies DatabaseWriteReply);

function run({ seq, method, args, runBy }: DatabaseWriteRequest): DatabaseCallReply {
  const left = runBy - Date.now();
  // Its caller has given up, or is about to: a call that waited behind a slow one is not run late.
  if (left <= 0) {
    return {
      seq,
      error: `The content database's ${method} waited past its deadline behind other calls; it was not run.`,
      errorName: 'DeadlineExceededError',
    };
  }
  try {
    const call = database[method] as (...values: unknown[]) => unknown;
    return { seq, result: database.runBefore(runBy, () => call(...args)) };
  } catch (cause) {
    return cause instanceof Error
      ? { seq, error: cause.message, errorName: cause.name }
      : { seq, error: String(cause) };
  }
}

parentPort?.on('message', (request: DatabaseWriteRequest) => parentPort?.postMessage(run(request)));
