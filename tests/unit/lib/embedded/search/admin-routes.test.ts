import { beforeAll, describe, expect, it } from 'vitest';
import { handleIndexAdmin, isIndexAdminPath } from '@/lib/embedded/search/admin-routes';
import type { EmbeddedSearch } from '@/lib/embedded/search/embedded-search';
import { TEST_ADMIN_KEY, useTestAdminKey } from './embedded-admin';

/** A refusal as the server's start-up bundle throws it: its own copy of the error class, same name. */
function refusalFromAnotherBundle(status: number, message: string): Error {
  return Object.assign(new Error(message), { name: 'IndexAdminError', status });
}

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://site.test/api/search${path}`, {
    ...init,
    headers: { 'x-algolia-api-key': TEST_ADMIN_KEY, ...init.headers },
  });

describe('the indexing routes', () => {
  beforeAll(useTestAdminKey);

  it('tell their paths from the search route', () => {
    expect(isIndexAdminPath('/api/search/1/indexes/rent/batch')).toBe(true);
    expect(isIndexAdminPath('/api/search/1/indexes/rent_tmp_12/operation')).toBe(true);
    expect(isIndexAdminPath('/api/search/1/indexes/rent')).toBe(true);
    expect(isIndexAdminPath('/api/search/1/indexes/*/queries')).toBe(false);
    expect(isIndexAdminPath('/api/search/1/indexes/*')).toBe(false);
  });

  it('answer a refusal thrown by the service of another bundle with its status', async () => {
    const service = {
      roleOf: () => ({ kind: 'none' }),
      applyBatch: () => {
        throw refusalFromAnotherBundle(400, 'Record x: gmaven_mapped_key must be string');
      },
    } as unknown as EmbeddedSearch;
    const response = await handleIndexAdmin(
      request('/1/indexes/rent/batch', {
        method: 'POST',
        body: JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: 'x' } }] }),
      }),
      service,
      () => {},
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Record x: gmaven_mapped_key must be string',
      status: 400,
    });
  });

  it('say which methods a route takes', async () => {
    const response = await handleIndexAdmin(
      request('/1/indexes/rent/settings', { method: 'POST' }),
      {} as EmbeddedSearch,
      () => {},
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
  });
});
