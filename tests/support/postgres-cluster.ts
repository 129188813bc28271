// Debian's PostgreSQL, started by a test in a folder of its own on a free port, and gone after.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  /** A superuser's URL of the `postgres` database. */
  url: string;
  port: number;
  /** The postgres server process. */
  server: ChildProcess;
  /** Sends `signal` to the server and every process it started (SIGSTOP hangs them all, SIGKILL ends them). */
  signal(signal: NodeJS.Signals): void;
  /** A new empty database in the cluster, and its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

function binDir(): string {
  for (const candidate of [
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ]) {
    if (existsSync(path.join(candidate, 'initdb'))) return candidate;
  }
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (bash .ci/run does).');
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to and runs as Debian's `postgres`
 * user (the process itself, not a wrapper, so a test's SIGSTOP or SIGKILL reaches it).
 */
function clusterUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitForConnection(url: string, server: ChildProcess, deadlineMs: number): Promise<void> {
  for (;;) {
    // Gone already (its port taken, say): whatever answers on that port is not this cluster.
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`postgres exited at start (code ${server.exitCode}); is ${url} taken?`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadlineMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** initdb and postgres on a free port (or `port`), fsync off: a test's data need not survive a crash. */
export async function startPostgresCluster(port?: number): Promise<PostgresCluster> {
  const bin = binDir();
  const directory = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  const data = path.join(directory, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', directory]);
  const user = clusterUser();
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...user },
  );
  const listenPort = port ?? (await freePort());
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(listenPort),
      '-k',
      directory,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: 'ignore', ...user },
  );
  const url = `postgres://postgres@127.0.0.1:${listenPort}/postgres`;
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    // SIGQUIT is postgres's immediate shutdown; a stopped server must first be let go on.
    if (server.exitCode === null && server.signalCode === null) {
      if (server.pid) for (const pid of [server.pid, ...childrenOf(server.pid)]) process.kill(pid, 'SIGCONT');
      server.kill('SIGQUIT');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    killLeftovers(data);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitForConnection(url, server, Date.now() + 20_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    port: listenPort,
    server,
    signal: (signal) => {
      if (server.pid) for (const pid of [server.pid, ...childrenOf(server.pid)]) process.kill(pid, signal);
    },
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop,
  };
}

/** The backends a postmaster started (each in a session of its own, so not in its process group). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

/** The postmaster's pid file names it; after a SIGKILL of runuser its children may still run. */
function killLeftovers(data: string): void {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // No pid file or no process: nothing is left.
  }
}
