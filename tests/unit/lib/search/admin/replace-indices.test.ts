import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRecord } from '@/lib/listings/wire-types';
import { readIndexRecords } from '@/lib/search/admin/index-records';
import { ReplaceIndicesError, replaceIndicesTogether } from '@/lib/search/admin/replace-indices';
import type { ObservedRequest } from '@/lib/search/admin/observed-requester';
import {
  adminClientOf,
  freshStoreDirectory,
  SMALL_SAMPLE,
  startEmbeddedSearch,
  useTestAdminKey,
} from '@/tests/unit/lib/embedded/search/embedded-admin';

const rent = SMALL_SAMPLE.get('rent') ?? [];
const buy = SMALL_SAMPLE.get('buy') ?? [];
if (rent.length < 2 || buy.length < 2) throw new Error('The small sample has too few records');

const renamed = (records: readonly PropertyRecord[], name: string) =>
  records.map((record) => ({ ...record, property_name: name }));
const NEW = [
  { indexName: 'rent', records: renamed(rent, 'New Rent House').slice(1) },
  { indexName: 'buy', records: renamed(buy, 'New Sale House') },
];

/** An operation or batch the fault answers with 400 (which the client does not send again). */
function refuse(matches: (path: string, body: Record<string, unknown>) => boolean) {
  return async (request: Request): Promise<Response | undefined> => {
    const path = new URL(request.url).pathname;
    const text = request.method === 'POST' ? await request.text() : '';
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (!matches(path, body)) return undefined;
    return Response.json({ message: 'refused by the test', status: 400 }, { status: 400 });
  };
}

const moveInto = (index: string) => (path: string, body: Record<string, unknown>) =>
  path.endsWith('/operation') && body.operation === 'move' && body.destination === index;

function setUp(fault?: (request: Request) => Promise<Response | undefined>) {
  const requests: ObservedRequest[] = [];
  const client = adminClientOf(startEmbeddedSearch(freshStoreDirectory()), {
    onRequest: (request) => requests.push(request),
    ...(fault ? { fault } : {}),
  });
  const moved: string[] = [];
  const read = async () => ({
    rent: await readIndexRecords(client, 'rent'),
    buy: await readIndexRecords(client, 'buy'),
  });
  return { client, requests, moved, read };
}

describe('replacing both property indices together', () => {
  beforeAll(useTestAdminKey);

  it('moves neither until both new copies are complete, then both, and deletes the copy it kept', async () => {
    const { client, requests, moved, read } = setUp();
    await replaceIndicesTogether(client, NEW, { moved: (index) => moved.push(index) });

    const { rent: rentNow, buy: buyNow } = await read();
    expect(rentNow.map((record) => record.property_name)).toEqual(
      NEW[0]?.records.map(() => 'New Rent House'),
    );
    expect(buyNow.map((record) => record.objectID)).toEqual(buy.map((record) => record.objectID));
    expect(moved).toEqual(['rent', 'buy']);
    const paths = requests.map(({ method, path }) => `${method} ${path}`);
    const lastBatch = paths.findLastIndex((path) => path.endsWith('/batch'));
    const firstMove = requests.findIndex(
      ({ body }) => (body as { operation?: string })?.operation === 'move',
    );
    expect(lastBatch).toBeLessThan(firstMove);
    expect(paths.filter((path) => path.startsWith('DELETE'))).toEqual([
      expect.stringMatching(/^DELETE \/api\/search\/1\/indexes\/rent_tmp_\d+_previous$/),
    ]);
  });

  it('changes neither index when filling the second copy fails', async () => {
    const fault = refuse((path) => /\/indexes\/buy_tmp_\d+\/batch$/.test(path));
    const { client, moved, read } = setUp(fault);
    const before = await read();
    await expect(
      replaceIndicesTogether(client, NEW, { moved: (index) => moved.push(index) }),
    ).rejects.toThrow(/refused by the test/);
    expect(await read()).toEqual(before);
    expect(moved).toEqual([]);
  });

  it('moves the first index back when the second move fails: neither changed', async () => {
    const { client, moved, read } = setUp(refuse(moveInto('buy')));
    const before = await read();
    const failure = await replaceIndicesTogether(client, NEW, { moved: (index) => moved.push(index) }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ReplaceIndicesError);
    expect(failure).toMatchObject({ stillNew: [], putBack: ['rent'] });
    expect((failure as Error).message).toMatch(/refused by the test; rent went back .*: no index changed/);
    expect(await read()).toEqual(before);
    // Moved, then moved back: the pages built in between are to be purged.
    expect(moved).toEqual(['rent', 'rent']);
  });

  it('names the index that stays new when moving it back fails too', async () => {
    const fault = refuse(
      (path, body) =>
        moveInto('buy')(path, body) || /\/indexes\/rent_tmp_\d+_previous\/operation$/.test(path),
    );
    const { client, read } = setUp(fault);
    const before = await read();
    const failure = await replaceIndicesTogether(client, NEW).catch((error: unknown) => error);
    expect(failure).toMatchObject({ stillNew: ['rent'], putBack: [] });
    expect((failure as Error).message).toMatch(/rent could not be moved back .* run the import again/);
    const after = await read();
    expect(after.buy).toEqual(before.buy);
    expect(after.rent.map((record) => record.property_name)).toContain('New Rent House');
  });
});
