// Owns the enquiry database on a thread of its own, so a commit's fsync never stalls the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { openEnquiryDatabase } from './enquiry-database';
import type { StoredEnquiry } from './enquiry-types';

export interface EnquiryWriterData {
  directory: string;
}

export interface EnquiryWriteRequest {
  seq: number;
  enquiry: StoredEnquiry;
}

export interface EnquiryWriteReply {
  seq: number;
  error?: string;
}

const database = openEnquiryDatabase((workerData as EnquiryWriterData).directory);

parentPort?.on('message', ({ seq, enquiry }: EnquiryWriteRequest) => {
  let reply: EnquiryWriteReply;
  try {
    database.insert(enquiry);
    reply = { seq };
  } catch (cause) {
    reply = { seq, error: cause instanceof Error ? cause.message : String(cause) };
  }
  parentPort?.postMessage(reply);
});
