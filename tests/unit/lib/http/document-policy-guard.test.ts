import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardDocumentPolicy } from '@/lib/http/document-policy-guard';
import { NON_DOCUMENT_CSP } from '@/lib/security/csp';

/** What the handler answers, as Next's own code would: headers set one by one, or passed to writeHead. */
type Answer = (response: ServerResponse) => void;

let answer: Answer = (response) => response.end();
let seen: IncomingHttpHeaders = {};

// The guard runs where the diagnostics channel calls it: before the server's own handler.
const server = createServer((request, response) => {
  guardDocumentPolicy(request, response);
  seen = { ...request.headers };
  answer(response);
});

interface Reply {
  policies: string[];
  requestHeaders: IncomingHttpHeaders;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      const policies: string[] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        if (response.rawHeaders[i]?.toLowerCase() === 'content-security-policy')
          policies.push(response.rawHeaders[i + 1] ?? '');
      }
      response.on('end', () => resolve({ policies, requestHeaders: seen }));
    });
    call.on('error', reject);
    call.end();
  });
}

const html = (response: ServerResponse) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!DOCTYPE html><html></html>');
};

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardDocumentPolicy', () => {
  it('gives a document request a nonce of its own and an HTML answer without a policy the same one', async () => {
    answer = html;
    const { policies, requestHeaders } = await get('/media/latest-news/an-article');
    expect(policies).toHaveLength(1);
    const policy = policies[0] ?? '';
    const scripts = /script-src [^;]*/.exec(policy)?.[0] ?? '';
    expect(scripts).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' [^;]*'strict-dynamic'$/);
    expect(scripts).not.toMatch(/unsafe-inline|'self'|https:/);
    // The same nonce Next reads from the request, so the error page it renders runs its own scripts.
    expect(requestHeaders['content-security-policy']).toBe(policy);
    const again = await get('/media/latest-news/an-article');
    expect(again.policies[0]).not.toBe(policy);
  });

  it('never lets a client choose the nonce Next writes into a page', async () => {
    answer = html;
    const chosen = "script-src 'nonce-Y2hvc2VuYnlhbmF0dGFja2Vy'";
    const { requestHeaders, policies } = await get('/search/s/city%3DDurban', {
      'content-security-policy': chosen,
      'content-security-policy-report-only': chosen,
      'x-nonce': 'Y2hvc2VuYnlhbmF0dGFja2Vy',
    });
    expect(requestHeaders['content-security-policy']).not.toContain('Y2hvc2Vu');
    expect(requestHeaders['content-security-policy-report-only']).toBeUndefined();
    expect(requestHeaders['x-nonce']).toBeUndefined();
    expect(policies.join()).not.toContain('Y2hvc2Vu');
  });

  it('leaves a policy the answer has alone, however it was set: exactly one', async () => {
    const own = "default-src 'self'; script-src 'sha256-YWJj' 'strict-dynamic'";
    for (const set of [
      (response: ServerResponse) => response.setHeader('Content-Security-Policy', own),
      (response: ServerResponse) => response.appendHeader('content-security-policy', own),
    ]) {
      answer = (response) => {
        set(response);
        html(response);
      };
      expect((await get('/about')).policies).toEqual([own]);
    }
    answer = (response) =>
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': own }).end();
    expect((await get('/about')).policies).toEqual([own]);
    answer = (response) =>
      response.writeHead(200, ['content-type', 'text/html', 'content-security-policy', own]).end();
    expect((await get('/about')).policies).toEqual([own]);
  });

  it('reads the content type wherever it was given', async () => {
    answer = (response) => response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end('x');
    expect((await get('/about')).policies[0]).toContain("'strict-dynamic'");
    answer = (response) => response.writeHead(500, 'Oops', ['Content-Type', 'text/html']).end('x');
    expect((await get('/about')).policies[0]).toContain("'strict-dynamic'");
  });

  it('gives anything that is no document the policy of non-documents, and no nonce', async () => {
    answer = (response) => {
      response.setHeader('content-type', 'text/plain');
      response.end('ok');
    };
    expect((await get('/about')).policies).toEqual([NON_DOCUMENT_CSP]);
    answer = html;
    const route = await get('/api/search/1/indexes/*/queries');
    expect(route.policies).toEqual([NON_DOCUMENT_CSP]);
    expect(route.requestHeaders['content-security-policy']).toBeUndefined();
    answer = (response) => response.writeHead(308, { location: '/about' }).end();
    expect((await get('/About')).policies).toEqual([NON_DOCUMENT_CSP]);
  });
});
