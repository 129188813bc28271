import 'server-only';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { getServerConfig } from '@/lib/server-config';

export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  propertyKey: string;
  unitKey: string;
  brokerKey: string;
}

const FILE_NAME = 'enquiries.jsonl';

export function getEnquiryStorePath(): string {
  return path.resolve(/*turbopackIgnore: true*/ getServerConfig().enquiryStoreDir, FILE_NAME);
}

function syncDirectory(directory: string): void {
  const fd = openSync(/*turbopackIgnore: true*/ directory, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends one enquiry as a JSON line and fsyncs it before returning, so an acknowledged enquiry
 * survives a crash or SIGKILL. A write is a single `write(2)` of one line in O_APPEND mode, so
 * concurrent appends never interleave within a line.
 */
export function appendEnquiry(input: Omit<StoredEnquiry, 'id' | 'receivedAt'>): StoredEnquiry {
  const file = getEnquiryStorePath();
  const directory = path.dirname(file);
  const isNew = !existsSync(/*turbopackIgnore: true*/ file);
  if (isNew) mkdirSync(/*turbopackIgnore: true*/ directory, { recursive: true });
  const enquiry: StoredEnquiry = { id: randomUUID(), receivedAt: new Date().toISOString(), ...input };
  const fd = openSync(/*turbopackIgnore: true*/ file, 'a', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(enquiry)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (isNew) syncDirectory(directory);
  return enquiry;
}
