import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** A production server of this checkout for benchmarks: built when there is no build yet. */
export interface SiteServer {
  origin: string;
  /** The resident memory of the server's processes, in bytes. */
  residentBytes(): number;
  /** The CPU time the server's processes have used so far, user and system, in milliseconds. */
  cpuMillis(): number;
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  /** Flags for the Node.js process that serves, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  /** Variables beside the bench's own environment, e.g. REDIS_URL. */
  env?: Record<string, string>;
  /** Another build folder than the bench's own, for a comparison of two builds in one run. */
  distDir?: string;
  /** V8 flags of the server in place of `npm start`'s (package.json `config.serverNodeOptions`). */
  serverNodeOptions?: string;
}

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const STOP_TIMEOUT_MS = 15_000;
const CLOCK_TICK_MS = 10;
const ENV: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The V8 flags `npm start` gives the server, so a bench measures what it serves. */
function startNodeOptions(): string {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    config?: { serverNodeOptions?: string };
  };
  return manifest.config?.serverNodeOptions ?? '';
}

/** The build folder: `NEXT_DIST_DIR` as lib/config.ts reads it, so a bench can use its own build. */
export function benchDistDir(): string {
  return process.env.NEXT_DIST_DIR?.trim() || '.next';
}

/** The processes of a server's group: Next's CLI and the server it forks. */
function groupProcessIds(groupId: number | undefined): number[] {
  if (groupId === undefined) return [];
  const listing = spawnSync('ps', ['-o', 'pid=', '-g', String(groupId)], { encoding: 'utf8' });
  return listing.stdout
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
}

/** utime + stime from /proc/{pid}/stat (fields 14 and 15, in clock ticks of 10 ms). */
function processCpuMillis(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not answer within 60 s`);
}

export async function startSiteServer(port: number, options: SiteServerOptions = {}): Promise<SiteServer> {
  const distDir = options.distDir ?? benchDistDir();
  const env: NodeJS.ProcessEnv = { ...ENV, NEXT_DIST_DIR: distDir };
  if (!existsSync(join(distDir, 'BUILD_ID'))) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would answer the readiness check, and the bench would measure it.
  if (await answers(origin)) throw new Error(`${origin} is already in use: stop that server first`);
  // Node runs Next's CLI itself (no npx in between), so flags such as --cpu-prof reach the server.
  const serverFlags = (options.serverNodeOptions ?? startNodeOptions()).split(/\s+/).filter(Boolean);
  const nodeFlags = options.nodeFlags ?? [];
  const args = [
    ...serverFlags,
    ...nodeFlags,
    NEXT_BIN,
    'start',
    '-p',
    String(port),
    '-H',
    '127.0.0.1',
    '--keepAliveTimeout',
    '65000',
  ];
  const child = spawn(process.execPath, args, {
    env: { ...env, ...options.env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitUntilUp(origin, child);
  } catch (error) {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  return {
    origin,
    residentBytes: () => {
      const listing = spawnSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' });
      const kilobytes = listing.stdout.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
      return kilobytes * 1024;
    },
    cpuMillis: () => groupProcessIds(child.pid).reduce((sum, pid) => sum + processCpuMillis(pid), 0),
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      // The next bench's server needs the port, and --cpu-prof writes its profile as the server exits.
      const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout'));
      if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
    },
  };
}
