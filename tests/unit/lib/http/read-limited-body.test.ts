import { describe, expect, it } from 'vitest';
import { readLimitedBody } from '@/lib/http/read-limited-body';

const ENDPOINT = 'http://localhost/endpoint';

/** A chunked body: no content-length, chunks handed out on demand and counted. */
function streamedRequest(chunks: Uint8Array[]): {
  request: Request;
  pulled: () => number;
  cancelled: () => boolean;
} {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled];
      pulled += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request(ENDPOINT, { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe('readLimitedBody', () => {
  it('reads a body up to and including the limit as text', async () => {
    const request = new Request(ENDPOINT, { method: 'POST', body: '{"a":1}' });
    await expect(readLimitedBody(request, 7)).resolves.toEqual({ tooLarge: false, text: '{"a":1}' });
  });

  it('reads a request without a body as empty text', async () => {
    await expect(readLimitedBody(new Request(ENDPOINT), 10)).resolves.toEqual({ tooLarge: false, text: '' });
  });

  it('counts bytes, not characters', async () => {
    const request = new Request(ENDPOINT, { method: 'POST', body: 'ééé' });
    await expect(readLimitedBody(request, 5)).resolves.toEqual({ tooLarge: true });
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-length': '11' },
      body: 'x'.repeat(11),
    });
    await expect(readLimitedBody(request, 10)).resolves.toEqual({ tooLarge: true });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    const chunk = new Uint8Array(4).fill(0x78);
    const { request, pulled, cancelled } = streamedRequest(Array.from({ length: 10 }, () => chunk));
    await expect(readLimitedBody(request, 10)).resolves.toEqual({ tooLarge: true });
    expect(pulled()).toBeLessThan(10);
    expect(cancelled()).toBe(true);
  });

  it('keeps a character split across two chunks whole', async () => {
    const bytes = new TextEncoder().encode('Rand €');
    const { request } = streamedRequest([bytes.slice(0, 6), bytes.slice(6)]);
    await expect(readLimitedBody(request, 100)).resolves.toEqual({ tooLarge: false, text: 'Rand €' });
  });
});
