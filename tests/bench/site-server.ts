import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A production server of this checkout for benchmarks: built when there is no build yet. */
export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

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

export async function startSiteServer(port: number): Promise<SiteServer> {
  if (!existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: ENV });
    if (build.status !== 0) throw new Error('next build failed');
  }
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: ENV,
    stdio: 'ignore',
    detached: true,
  });
  await waitUntilUp(origin, child);
  return {
    origin,
    stop: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}
