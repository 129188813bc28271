// Owns the content database on a thread of its own, so a commit's fsync never stalls the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { ContentDatabaseMethod } from './content-store';
import { openEnquiryDatabase } from './enquiry-database';

export interface EnquiryWriterData {
  directory: string;
}

export interface EnquiryWriteRequest {
  seq: number;
  method: ContentDatabaseMethod;
  args: unknown[];
}

export interface EnquiryWriteReply {
  seq: number;
  result?: unknown;
  error?: string;
  /** The error's class name, so callers can tell a refused input from a failure. */
  errorName?: string;
}

const database = openEnquiryDatabase((workerData as EnquiryWriterData).directory);

parentPort?.on('message', ({ seq, method, args }: EnquiryWriteRequest) => {
  let reply: EnquiryWriteReply;
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
