import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPeerAddressHeader } from '@/lib/http/peer-address';

// A real server created before the install, as `next start` creates its own before instrumentation runs.
const seen: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  seen.push(request.headers);
  response.end('ok');
});

function get(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(seen[seen.length - 1] ?? {}));
    });
    call.on('error', reject);
    call.end();
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  installPeerAddressHeader();
  installPeerAddressHeader();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('installPeerAddressHeader', () => {
  it('appends the connection’s address to what the client wrote, once', async () => {
    expect((await get({ 'x-forwarded-for': '198.51.100.23' }))['x-forwarded-for']).toBe(
      '198.51.100.23, 127.0.0.1',
    );
  });

  it('sets it when the client wrote none', async () => {
    expect((await get({}))['x-forwarded-for']).toBe('127.0.0.1');
  });
});
