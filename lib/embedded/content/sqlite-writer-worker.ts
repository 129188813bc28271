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
}

export interface DatabaseWriteReply {
  seq: number;
  result?: unknown;
  error?: string;
  /** The error's class name, so callers can tell a refused input from a failure. */
  errorName?: string;
}

const database = openSqliteDatabase((workerData as DatabaseWriterData).directory);

parentPort?.on('message', ({ seq, method, args }: DatabaseWriteRequest) => {
  let reply: DatabaseWriteReply;
  try {
    const call = database[method] as (...values: unknown[]) => unknown;
    reply = { seq, result: call(...args) };
  } catch (cause) {
    reply =
      cause instanceof Error
        ? { seq, error: cause.message, errorName: cause.name }
        : { seq, error: String(cause) };
  }
  parentPort?.postMessage(reply);
});
