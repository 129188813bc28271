import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  E2E_ORIGIN,
  FAULT_MODES,
  FAULT_SERVICES,
  FAULT_UPSTREAM_CREDENTIALS as CREDENTIALS,
  FAULT_UPSTREAM_PORT,
  type FaultMode,
  type FaultService,
} from '../e2e-build';

/**
 * A stand-in for the production backends that can be told to fail. The faults server is built with
 * GRAPHQL_ENDPOINT and NEXT_PUBLIC_ALGOLIA_HOST pointing here; in mode `pass` this proxies GraphQL
 * to the embedded content service and Algolia's REST paths to the embedded search endpoint of the
 * main e2e server, so the hosted code paths (remote fetch, the algoliasearch HTTP requesters, CORS)
 * run against real data. Like a hosted backend's, the records it passes on name their pictures by
 * absolute URL, on the main server (the faults build allows it in IMAGE_REMOTE_HOSTS). Other modes
 * misbehave the way real upstreams do:
 *
 *   error        500 with the protocol's own error body
 *   timeout      accepts the request and never answers (the socket is dropped after `hangMs`)
 *   garbage      200 labelled JSON whose body is an HTML maintenance page
 *   wrong-shape  200 with valid JSON that is not the protocol's (a misrouted gateway)
 *
 * Control (no credentials): `POST /__fault {"mode", "service"?: "all" | "content" | "search",
 * "hangMs"?}` switches; `GET /__fault` reports the modes and how many requests each service got.
 *
 * Run: `node --import tsx tests/e2e/support/fault-upstream.ts`; E2E_FAULT_UPSTREAM_PORT sets the
 * port (3101), FAULT_UPSTREAM_TARGET the server proxied to (the main e2e server) and
 * FAULT_UPSTREAM_INITIAL_MODE the mode it starts in (`pass`).
 */

type Service = Exclude<FaultService, 'all'>;

const TARGET = (process.env.FAULT_UPSTREAM_TARGET ?? E2E_ORIGIN).replace(/\/+$/, '');
const GRAPHQL_PATH = '/graphqlQuery/v1';
/** Where the main server mounts the embedded engine's Algolia REST API. */
const EMBEDDED_SEARCH_PREFIX = '/api/search';
/**
 * Longer than any client's patience: lib/content gives up after 8 s; algoliasearch waits 2 s for
 * the first byte and 5 s for the rest on the server, 1 s and 2 s in the browser.
 */
const DEFAULT_HANG_MS = 30_000;
const MAX_BODY_BYTES = 1024 * 1024;
const CONTROL_PATH = '/__fault';

/** The faults server is built while this fails, so its build proves it survives backends that are down. */
const INITIAL_MODE = (FAULT_MODES as readonly string[]).includes(
  process.env.FAULT_UPSTREAM_INITIAL_MODE ?? '',
)
  ? (process.env.FAULT_UPSTREAM_INITIAL_MODE as FaultMode)
  : 'pass';

const state = {
  modes: { content: INITIAL_MODE, search: INITIAL_MODE } as Record<Service, FaultMode>,
  hangMs: DEFAULT_HANG_MS,
  hits: { content: 0, search: 0 } as Record<Service, number>,
};

const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-max-age': '600' };

function send(res: ServerResponse, status: number, body: string, contentType: string): void {
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > MAX_BODY_BYTES) req.destroy(new Error('request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function serviceOf(pathname: string): Service | null {
  if (pathname === GRAPHQL_PATH) return 'content';
  if (pathname.startsWith('/1/')) return 'search';
  return null;
}

/** The browser client sends Algolia's credentials as query parameters, the Node.js client as headers. */
function isAuthorised(service: Service, req: IncomingMessage, url: URL): boolean {
  if (service === 'content') return req.headers.authorization === `Bearer ${CREDENTIALS.graphqlToken}`;
  const read = (name: string) => req.headers[name] ?? url.searchParams.get(name);
  return (
    read('x-algolia-application-id') === CREDENTIALS.algoliaAppId &&
    read('x-algolia-api-key') === CREDENTIALS.algoliaSearchKey
  );
}

function sendServiceError(res: ServerResponse, service: Service, status: number, message: string): void {
  sendJson(res, status, service === 'content' ? { errors: [{ message }] } : { message, status });
}

/**
 * The embedded services name their generated pictures by site path, and the faults server, with both
 * backends hosted, mounts no `/images/`: point the paths at the server that drew them, as a CMS or a
 * listings feed points at its image host.
 */
function toAbsoluteImageUrls(body: string): string {
  return body.replaceAll('"/images/', `"${TARGET}/images/`);
}

async function proxy(
  service: Service,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
  body: Uint8Array<ArrayBuffer> | undefined,
): Promise<void> {
  const path = service === 'search' ? `${EMBEDDED_SEARCH_PREFIX}${url.pathname}` : url.pathname;
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = {};
  // The bearer token too: the main server takes enquiries over HTTP only from a holder of its token.
  for (const name of ['content-type', 'accept', 'authorization']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const answer = await fetch(`${TARGET}${path}${url.search}`, { method, headers, body });
    const contentType = answer.headers.get('content-type') ?? 'text/plain';
    const text = await answer.text();
    send(res, answer.status, contentType.includes('json') ? toAbsoluteImageUrls(text) : text, contentType);
  } catch (error) {
    sendServiceError(res, service, 502, `fault upstream: ${TARGET} did not answer (${String(error)})`);
  }
}

function hang(req: IncomingMessage, res: ServerResponse): void {
  // Drain the body so the client sees its request accepted, then say nothing.
  req.resume();
  const timer = setTimeout(() => res.destroy(), state.hangMs);
  res.on('close', () => clearTimeout(timer));
}

const GARBAGE_BODY =
  '<!doctype html><html><head><title>Down for maintenance</title></head>' +
  '<body><h1>We will be back shortly</h1></body></html>';
const WRONG_SHAPE_BODY = { status: 'ok', items: [], note: 'this is not the API you are looking for' };

/** The servers' periodic drain of enquiry mail asks the content service too; those are not refreshes. */
const MAIL_DRAIN_OPERATION = /"operationName":"(ClaimMailJobs|CompleteMailJob)"/;

async function handleService(service: Service, req: IncomingMessage, url: URL, res: ServerResponse) {
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const isMailDrain = body !== undefined && MAIL_DRAIN_OPERATION.test(Buffer.from(body).toString());
  if (!isMailDrain) state.hits[service] += 1;
  if (!isAuthorised(service, req, url)) {
    if (service === 'content') return sendServiceError(res, service, 401, 'Missing or wrong bearer token');
    return sendServiceError(res, service, 403, 'Invalid Application-ID or API key');
  }
  const mode = state.modes[service];
  switch (mode) {
    case 'pass':
      return proxy(service, req, url, res, body);
    case 'error':
      req.resume();
      return sendServiceError(res, service, 500, 'Internal server error (injected by the fault upstream)');
    case 'timeout':
      return hang(req, res);
    case 'garbage':
      req.resume();
      return send(res, 200, GARBAGE_BODY, 'application/json; charset=utf-8');
    case 'wrong-shape':
      req.resume();
      return sendJson(res, 200, WRONG_SHAPE_BODY);
  }
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

async function handleControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'POST') {
    let input: { mode?: unknown; service?: unknown; hangMs?: unknown };
    try {
      input = JSON.parse((await readBody(req)).toString('utf8')) as typeof input;
    } catch {
      return sendJson(res, 400, { error: 'body must be JSON' });
    }
    const service = input.service ?? 'all';
    if (!isOneOf(FAULT_MODES, input.mode) || !isOneOf(FAULT_SERVICES, service)) {
      return sendJson(res, 400, {
        error: `mode: one of ${FAULT_MODES.join(', ')}; service: ${FAULT_SERVICES}`,
      });
    }
    if (input.hangMs !== undefined && !(Number.isInteger(input.hangMs) && Number(input.hangMs) > 0)) {
      return sendJson(res, 400, { error: 'hangMs must be a positive whole number of milliseconds' });
    }
    for (const name of service === 'all' ? (['content', 'search'] as const) : [service]) {
      state.modes[name] = input.mode;
    }
    state.hangMs = typeof input.hangMs === 'number' ? input.hangMs : DEFAULT_HANG_MS;
    console.log(`fault upstream: ${service} → ${input.mode}`);
  } else if (req.method !== 'GET') {
    return sendJson(res, 405, { error: 'GET or POST' });
  }
  sendJson(res, 200, state);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fault-upstream.invalid');
  if (url.pathname === CONTROL_PATH) return handleControl(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...CORS_HEADERS,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    });
    return void res.end();
  }
  const service = serviceOf(url.pathname);
  if (!service) return sendJson(res, 404, { error: `no service at ${url.pathname}` });
  return handleService(service, req, url, res);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('fault upstream:', error);
    if (!res.headersSent) sendJson(res, 500, { error: 'fault upstream failed' });
    else res.destroy();
  });
});

// A test's request context keeps its connection to /__fault idle while the test runs, and sends
// the after-test reset on it: Node's default of 5 s would close it under that request.
server.keepAliveTimeout = 65_000;

server.listen(FAULT_UPSTREAM_PORT, '127.0.0.1', () => {
  console.log(`fault upstream on http://127.0.0.1:${FAULT_UPSTREAM_PORT}, passing to ${TARGET}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
