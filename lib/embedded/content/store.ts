import 'server-only';
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { withDeadline } from '@/lib/async/deadline';
import { getServerConfig } from '@/lib/server-config';
import { getDataDirectory } from '@/lib/data-dir';
import { toEnquiryReference } from '@/lib/enquiries/reference';
import type { EnquiryMailPlan } from '@/lib/mail/mail-job-policy';
import { maskEmail } from '@/lib/mail/mask-email';
import type { ContentDatabaseMethod, ContentStore } from './content-store';
import {
  DATABASE_CALL_DEADLINE_MS,
  DATABASE_OPEN_DEADLINE_MS,
  DATABASE_TIMEOUT_MS,
} from './database-deadline';
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
  /** Settles once the database is open on the thread, or could not be opened. */
  ready: Promise<void>;
  pending: Map<number, PendingWrite>;
  nextSeq: number;
  /** Calls waiting for the thread: while there are any, it keeps the process alive. */
  callers: number;
}

// One writer per database per process: route, action and instrumentation bundles each load this module.
const WRITERS_KEY = Symbol.for('site.databaseWriters');
type WriterHolder = { [WRITERS_KEY]?: Map<string, DatabaseWriter> };

function startWriter(writers: Map<string, DatabaseWriter>, directory: string): DatabaseWriter {
  const workerData: DatabaseWriterData = { directory };
  // A path from the project root, which the bundler turns into a worker bundle (a `new URL` here would
  // also publish the worker's source as a static asset). Unit tests run it from source, through tsx.
  const worker = new Worker('./lib/embedded/content/sqlite-writer-worker.ts', { workerData });
  let opened!: () => void;
  let notOpened!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    opened = resolve;
    notOpened = reject;
  });
  // Whoever calls next hears of a failed start; nobody else needs to.
  ready.catch(() => undefined);
  const writer: DatabaseWriter = { worker, ready, pending: new Map(), nextSeq: 0, callers: 0 };
  worker.unref();

  const fail = (error: Error) => {
    if (writers.get(directory) === writer) writers.delete(directory);
    notOpened(error);
    for (const { reject } of writer.pending.values()) reject(error);
    writer.pending.clear();
  };
  worker.on('message', (reply: DatabaseWriteReply) => {
    if ('ready' in reply) {
      opened();
      return;
    }
    const { seq, result, error, errorName } = reply;
    const write = writer.pending.get(seq);
    writer.pending.delete(seq);
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
 * goes in order. Either way a write resolves once it is committed, and a call fails once its
 * deadline has passed (`database-deadline.ts`).
 */
export async function callContentDatabase<Method extends ContentDatabaseMethod>(
  method: Method,
  ...args: Parameters<ContentDatabase[Method]>
): Promise<ReturnType<ContentDatabase[Method]>> {
  const { databaseUrl } = getServerConfig();
  if (databaseUrl) {
    // Connected in 3 s, but a migration takes as long as it needs: meanwhile calls fail at their deadline.
    const store = await withDeadline(
      getPostgresStore(databaseUrl),
      DATABASE_OPEN_DEADLINE_MS,
      'Opening PostgreSQL',
    );
    const call = store[method] as (...values: unknown[]) => Promise<ReturnType<ContentDatabase[Method]>>;
    return call(...args);
  }
  return callSqliteThread(method, ...args);
}

/**
 * One call on the database's thread, within the deadline PostgreSQL keeps: a caller waits at most
 * DATABASE_OPEN_DEADLINE_MS for the database to open, and DATABASE_CALL_DEADLINE_MS for the call. The
 * thread waits for another process's lock only until the call's time is up (before its caller gives
 * up, so the caller hears the refusal), does not start a call whose time ran out while it waited
 * behind another (a hung disk), and rolls back one that finished too late: a call its caller was told
 * had failed is not stored later.
 */
async function callSqliteThread<Method extends ContentDatabaseMethod>(
  method: Method,
  ...args: Parameters<ContentDatabase[Method]>
): Promise<ReturnType<ContentDatabase[Method]>> {
  const writer = getWriter();
  writer.callers += 1;
  writer.worker.ref();
  try {
    await withDeadline(writer.ready, DATABASE_OPEN_DEADLINE_MS, 'Opening the content database');
    return await withDeadline(
      post(writer, method, args),
      DATABASE_CALL_DEADLINE_MS,
      `The content database's ${method}`,
    );
  } finally {
    writer.callers -= 1;
    if (writer.callers === 0) writer.worker.unref();
  }
}

/** Hands one call to the thread; its answer settles the promise, however late. */
function post<Method extends ContentDatabaseMethod>(
  writer: DatabaseWriter,
  method: Method,
  args: Parameters<ContentDatabase[Method]>,
): Promise<ReturnType<ContentDatabase[Method]>> {
  const seq = writer.nextSeq++;
  return new Promise((resolve, reject) => {
    writer.pending.set(seq, {
      resolve: (result) => resolve(result as ReturnType<ContentDatabase[Method]>),
      reject,
    });
    const runBy = Date.now() + DATABASE_TIMEOUT_MS;
    writer.worker.postMessage({ seq, method, args, runBy } satisfies DatabaseWriteRequest);
  });
}
