import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * The floor of the Lighthouse benchmark: the bare App Router page in tests/bench/floor, built and
 * served with this checkout's own `next` and `react`. It is built in a folder of its own, whose
 * node_modules are hard links to this checkout's: inside the repository Turbopack would take the
 * site's instrumentation for the floor's, and a copy of `next` beside the site's `react` would be
 * two Reacts.
 */

const FLOOR_SOURCE = 'tests/bench/floor';
const ENV: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

export interface FloorServer {
  origin: string;
  route: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, env: ENV, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

async function waitUntilUp(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the floor at ${origin} did not answer within 30 s`);
}

export async function startFloorServer(port: number): Promise<FloorServer> {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'));
  try {
    cpSync(FLOOR_SOURCE, folder, { recursive: true });
    writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
    run('cp', ['-al', join(process.cwd(), 'node_modules'), join(folder, 'node_modules')], folder);
    const next = join(folder, 'node_modules/next/dist/bin/next');
    run(process.execPath, [next, 'build'], folder);
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: folder,
      env: ENV,
      stdio: 'ignore',
      detached: true,
    });
    const stop = async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    };
    try {
      await waitUntilUp(origin);
    } catch (error) {
      await stop();
      throw error;
    }
    return { origin, route: '/', stop };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
