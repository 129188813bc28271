import 'server-only';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { getServerConfig } from '@/lib/server-config';
import { getDataDirectory } from '@/lib/data-dir';
import { toEnquiryReference } from '@/lib/enquiries/reference';
import type { EnquiryMailPlan } from '@/lib/mail/mail-job-policy';
import { maskEmail } from '@/lib/mail/mask-email';
import type { ContentDatabaseMethod, ContentStore } from './content-store';
import type { ContentDatabase } from './sqlite-database';
import type { DatabaseWriteReply, DatabaseWriteRequest, DatabaseWriterData } from './sqlite-writer-worker';
import type { StoredEnquiry } from './enquiry-types';
import type { EnquiryDelivery } from './mail-job-types';
import { openPostgresStore } from './postgres/pg-store';

interface PendingWrite {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface DatabaseWriter {
  worker: Worker;
  pending: Map<number, PendingWrite>;
  nextSeq: number;
}

// One writer per database per process: route, action and instrumentation bundles each load this module.
const WRITERS_KEY = Symbol.for('site.databaseWriters');
type WriterHolder = { [WRITERS_KEY]?: Map<string, DatabaseWriter> };

function startWriter(writers: Map<string, DatabaseWriter>, directory: string): DatabaseWriter {
  const workerData: DatabaseWriterData = { directory };
  // A path from the project root, which the bundler turns into a worker bundle (a `new URL` here would
  // also publish the worker's source as a static asset). Unit tests run it from source, through tsx.
  const worker = new Worker('./lib/embedded/content/sqlite-writer-worker.ts', { workerData });
  const writer: DatabaseWriter = { worker, pending: new Map(), nextSeq: 0 };
  worker.unref();

  const fail = (error: Error) => {
    if (writers.get(directory) === writer) writers.delete(directory);
    for (const { reject } of writer.pending.values()) reject(error);
    writer.pending.clear();
  };
  worker.on('message', ({ seq, result, error, errorName }: DatabaseWriteReply) => {
    const write = writer.pending.get(seq);
    writer.pending.delete(seq);
    if (writer.pending.size === 0) worker.unref();
    if (error === undefined) {
      write?.resolve(result);
      return;
    }
    const failure = new Error(error);
    if (errorName) failure.name = errorName;
    write?.reject(failure);
  });
  worker.on('error', (error) => {
    console.error('The enquiry writer failed:', error);
    fail(new Error(`The enquiry writer failed: ${error.message}`));
  });
  worker.on('exit', (code) => fail(new Error(`The enquiry writer stopped (exit code ${code}).`)));
  return writer;
}

function getWriter(): DatabaseWriter {
  const writers = ((globalThis as WriterHolder)[WRITERS_KEY] ??= new Map());
  const directory = getDataDirectory();
  let writer = writers.get(directory);
  if (!writer) {
    writer = startWriter(writers, directory);
    writers.set(directory, writer);
  }
  return writer;
}

// One pool per database URL per process, for the same reason.
const POSTGRES_KEY = Symbol.for('site.postgresStores');
type PostgresHolder = { [POSTGRES_KEY]?: Map<string, Promise<ContentStore>> };

/** The PostgreSQL store, connected and migrated once; a failed attempt is made again on the next call. */
function getPostgresStore(url: string): Promise<ContentStore> {
  const stores = ((globalThis as PostgresHolder)[POSTGRES_KEY] ??= new Map());
  let store = stores.get(url);
  if (!store) {
    store = openPostgresStore(url);
    stores.set(url, store);
    store.catch(() => stores.delete(url));
  }
  return store;
}

/**
 * Opens the store now, not on the first enquiry: PostgreSQL's schema is migrated, or the SQLite
 * database opened (and an old JSON-lines store imported). Rejects when PostgreSQL cannot be reached.
 */
export async function openContentStore(): Promise<void> {
  const { databaseUrl } = getServerConfig();
  if (databaseUrl) await getPostgresStore(databaseUrl);
  else getWriter();
}

/** Says in the log what the caps kept back: a held lead always (the desk must act), a receipt's budget too. */
function logMailPlan(enquiry: StoredEnquiry, delivery: EnquiryDelivery, plan: EnquiryMailPlan | null): void {
  const { leadMailsPerBrokerPerHour, receiptsPerHour } = getServerConfig();
  const reference = toEnquiryReference(enquiry.id);
  if (plan?.lead === 'held') {
    console.warn(
      `[enquiries] Enquiry ${reference} is held for the desk, not mailed: ${maskEmail(delivery.recipientEmail)} had ${leadMailsPerBrokerPerHour} lead e-mails in the last hour (LEAD_MAILS_PER_BROKER_PER_HOUR). It is stored; npm run enquiries lists it with held=yes.`,
    );
  }
  if (plan?.receipt === 'hourly-budget') {
    console.warn(
      `[enquiries] Enquiry ${reference} gets no receipt: the hour's ${receiptsPerHour} receipts (RECEIPTS_PER_HOUR) are spent.`,
    );
  }
}

/**
 * Stores one enquiry, with its mail queued when `delivery` says where it goes (within the hourly
 * caps of the server's settings), and resolves once both are committed to disk, so an acknowledged
 * enquiry survives a crash or SIGKILL and its mail is sent later. A writer that failed to start is
 * started again on the next enquiry.
 */
export async function appendEnquiry(
  input: Omit<StoredEnquiry, 'id' | 'receivedAt'>,
  delivery?: EnquiryDelivery,
): Promise<StoredEnquiry> {
  const now = new Date();
  const enquiry: StoredEnquiry = { id: randomUUID(), receivedAt: now.toISOString(), ...input };
  const { receiptsPerHour, leadMailsPerBrokerPerHour } = getServerConfig();
  const plan = await callContentDatabase('insert', enquiry, delivery, now.getTime(), {
    receiptsPerHour,
    leadMailsPerBrokerPerHour,
  });
  if (delivery) logMailPlan(enquiry, delivery, plan);
  return enquiry;
}

/**
 * One call to the content service's store. With DATABASE_URL, a query or transaction on the shared
 * PostgreSQL pool; otherwise a call to the SQLite database on its thread, where every read and write
 * goes in order. Either way a write resolves once it is committed.
 */
export async function callContentDatabase<Method extends ContentDatabaseMethod>(
  method: Method,
  ...args: Parameters<ContentDatabase[Method]>
): Promise<ReturnType<ContentDatabase[Method]>> {
  const { databaseUrl } = getServerConfig();
  if (databaseUrl) {
    const store = await getPostgresStore(databaseUrl);
    const call = store[method] as (...values: unknown[]) => Promise<ReturnType<ContentDatabase[Method]>>;
    return call(...args);
  }
  return callSqliteThread(method, ...args);
}

function callSqliteThread<Method extends ContentDatabaseMethod>(
  method: Method,
  ...args: Parameters<ContentDatabase[Method]>
): Promise<ReturnType<ContentDatabase[Method]>> {
  const writer = getWriter();
  const seq = writer.nextSeq++;
  return new Promise((resolve, reject) => {
    writer.pending.set(seq, {
      resolve: (result) => resolve(result as ReturnType<ContentDatabase[Method]>),
      reject,
    });
    writer.worker.ref();
    writer.worker.postMessage({ seq, method, args } satisfies DatabaseWriteRequest);
  });
}
