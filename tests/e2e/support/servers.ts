import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Servers a spec starts, stops and kills itself, beside the ones playwright.config.ts keeps
 * running for the whole run.
 */

/** `next start` of a build, in a process group of its own so a test can SIGKILL all of it. */
export function startNextServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
}

/** Debian's redis-server on loopback, keeping nothing on disk. */
export function startRedisServer(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

/** Waits until `url` answers with `status`, polling while the server starts. */
export async function waitForAnswer(url: string, status = 200, timeout = 30_000): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout }).toBe(status);
}

/** SIGKILL for a server and everything it started (`npx` → `next start` → its workers). */
export function killProcessGroup(server: ChildProcess): void {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * A copy of a build without what its running server cached since (`cache/`, and pages written
 * under `server/` after `builtAt`), so another instance of it starts from the build alone.
 */
export function copyBuild(source: string, destination: string, builtAt: number): void {
  rmSync(destination, { recursive: true, force: true });
  const runtimeCache = path.join(source, 'cache');
  cpSync(source, destination, {
    recursive: true,
    filter: (file) => {
      if (file === runtimeCache || file.startsWith(`${runtimeCache}${path.sep}`)) return false;
      const stats = statSync(file);
      return stats.isDirectory() || stats.mtimeMs <= builtAt;
    },
  });
}
