import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { promisify } from 'node:util';
import { E2E_SERVER_SECRETS, IMPORT_STALL_PORT, LISTINGS_ORIGIN, LISTINGS_STORE_DIR } from '../e2e-build';

/**
 * The listing commands as an operator runs them (`npm run listings:…`), on the listings instance:
 * its site URL, store folder, admin key and revalidation secret.
 */

const run = promisify(execFile);

export type FeedLine = Record<string, unknown> & { kind: 'property' | 'unit' };

export interface CommandResult {
  code: number;
  output: string;
}

function commandEnv(siteUrl: string, storeDir = LISTINGS_STORE_DIR): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    DATA_DIR: storeDir,
    SEARCH_ADMIN_KEY: E2E_SERVER_SECRETS.SEARCH_ADMIN_KEY,
    REVALIDATE_SECRET: E2E_SERVER_SECRETS.REVALIDATE_SECRET,
  };
}

/** A site the commands talk to: its origin and its store folder. */
export interface CommandSite {
  origin: string;
  storeDir: string;
}

const LISTINGS_SITE: CommandSite = { origin: LISTINGS_ORIGIN, storeDir: LISTINGS_STORE_DIR };

/** `npm run --silent {script} -- …args` on the listings instance. */
export function runListingsCommand(script: string, ...args: string[]): Promise<CommandResult> {
  return runListingsCommandOn(LISTINGS_SITE, script, ...args);
}

/** `npm run --silent {script} -- …args`, with what it printed (both streams) and its exit status. */
export async function runListingsCommandOn(
  site: CommandSite,
  script: string,
  ...args: string[]
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], {
      timeout: 120_000,
      env: commandEnv(site.origin, site.storeDir),
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

export function readFeed(file: string): FeedLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as FeedLine);
}

export function writeFeed(file: string, lines: readonly unknown[]): void {
  writeFileSync(
    file,
    lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'),
  );
}

/**
 * A proxy in front of the listings instance that answers a request itself when `intercept` says so
 * (with a response, or by leaving it unanswered), and forwards every other one.
 */
async function startProxy(
  intercept: (pathname: string, body: string) => 'forward' | 'hold' | { status: number; message: string },
): Promise<{ origin: string; close: () => Promise<void> }> {
  const proxy: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const { pathname } = new URL(incoming.url ?? '/', LISTINGS_ORIGIN);
      const answer = intercept(pathname, body.toString());
      if (answer === 'hold') return;
      if (answer !== 'forward') {
        outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: answer.message, status: answer.status }));
        return;
      }
      const upstream = forward(
        `${LISTINGS_ORIGIN}${incoming.url ?? '/'}`,
        { method: incoming.method, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(IMPORT_STALL_PORT, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${IMPORT_STALL_PORT}`,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

function isMove(pathname: string, body: string): boolean {
  return pathname.endsWith('/operation') && body.includes('"move"');
}

/**
 * An import through a proxy that holds its first move (the step that swaps new records in) and
 * answers nothing: `held` resolves once the import is waiting there, so a test can kill it at the
 * very point where the records of every index are sent and no live index is replaced yet.
 */
export async function startImportHeldAtMove(file: string): Promise<{
  importer: ChildProcess;
  held: Promise<void>;
  close: () => Promise<void>;
}> {
  let markHeld: () => void = () => {};
  let markFailed: (error: Error) => void = () => {};
  const held = new Promise<void>((resolve, reject) => {
    markHeld = resolve;
    markFailed = reject;
  });
  const proxy = await startProxy((pathname, body) => {
    if (!isMove(pathname, body)) return 'forward';
    markHeld();
    return 'hold';
  });
  const importer = spawn('npm', ['run', '--silent', 'listings:import', '--', file], {
    env: commandEnv(proxy.origin),
    stdio: 'ignore',
    detached: true,
  });
  importer.on('exit', (code) => markFailed(new Error(`The import ended (${code}) before its move`)));
  return { importer, held, close: proxy.close };
}

/**
 * An import through a proxy that refuses its second move (400), as a service failing between an
 * import's two moves would: what the import printed, its exit status and the moves it sent, in
 * order (`rent_tmp_123456 → rent`).
 */
export async function runImportFailingSecondMove(
  ...args: string[]
): Promise<CommandResult & { moves: string[] }> {
  const moves: string[] = [];
  const proxy = await startProxy((pathname, body) => {
    if (!isMove(pathname, body)) return 'forward';
    const { destination } = JSON.parse(body) as { destination: string };
    moves.push(`${/\/indexes\/([^/]+)\/operation$/.exec(pathname)?.[1]} → ${destination}`);
    return moves.length === 2
      ? { status: 400, message: `the move into ${destination} fails here` }
      : 'forward';
  });
  try {
    const result = await runListingsCommandOn(
      { origin: proxy.origin, storeDir: LISTINGS_STORE_DIR },
      'listings:import',
      ...args,
    );
    return { ...result, moves };
  } finally {
    await proxy.close();
  }
}
