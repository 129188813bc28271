import * as crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkDraftRequest, checkRedirectPath, redirectTo } from '@/lib/preview/draft-request';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

const SECRET = 'a-preview-secret-of-thirty-two-chars';

function draftUrl(query: Record<string, string>): URL {
  return new URL(`http://localhost/api/draft?${new URLSearchParams(query)}`);
}

async function refusal(result: ReturnType<typeof checkDraftRequest>) {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  const { response } = result;
  return {
    status: response.status,
    body: await response.json(),
    cacheControl: response.headers.get('cache-control'),
  };
}

afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

describe('checkDraftRequest', () => {
  it('does not exist while no preview secret is configured', async () => {
    const answer = await refusal(checkDraftRequest(draftUrl({ secret: '', path: '/about' }), undefined));
    expect(answer).toEqual({ status: 404, body: { error: 'Not found' }, cacheControl: 'no-store' });
  });

  it('refuses a wrong or missing secret with 401, before it reads the path', async () => {
    const queries: Array<Record<string, string>> = [
      { path: '//evil.example' },
      { secret: `${SECRET}x`, path: '/about' },
      { secret: SECRET.slice(1) },
    ];
    for (const query of queries) {
      const answer = await refusal(checkDraftRequest(draftUrl(query), SECRET));
      expect(answer.status).toBe(401);
      expect(answer.cacheControl).toBe('no-store');
    }
  });

  it('compares the secret in constant time', () => {
    checkDraftRequest(draftUrl({ secret: 'a-guess', path: '/about' }), SECRET);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it('refuses another site’s path with 400 saying why', async () => {
    const answer = await refusal(
      checkDraftRequest(draftUrl({ secret: SECRET, path: 'https://evil.example/' }), SECRET),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/page of this site/);
  });

  it('admits the secret with a path of this site', () => {
    expect(checkDraftRequest(draftUrl({ secret: SECRET, path: '/media/latest-news/x' }), SECRET)).toEqual({
      ok: true,
      path: '/media/latest-news/x',
    });
  });
});

describe('checkRedirectPath', () => {
  it('takes the fallback only when no path is named', async () => {
    const url = new URL('http://localhost/api/draft/disable');
    expect(checkRedirectPath(url, '/')).toEqual({ ok: true, path: '/' });
    url.searchParams.set('path', '//evil.example');
    expect((await refusal(checkRedirectPath(url, '/'))).status).toBe(400);
  });
});

describe('redirectTo', () => {
  it('sends the browser to the relative path, kept by no cache', () => {
    const response = redirectTo('/about');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
