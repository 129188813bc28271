import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The key of every read through Next's data cache, each an entry a running server would keep. */
const cacheKeys: string[] = [];

vi.mock('next/cache', () => ({
  unstable_cache:
    <Callback extends (...args: never[]) => unknown>(callback: Callback, keyParts: string[]) =>
    (...args: Parameters<Callback>) => {
      cacheKeys.push(keyParts.join(' '));
      return callback(...args);
    },
}));

const { getListingPage } = await import('@/lib/listings/property-page');
const { getWebRefPath } = await import('@/lib/listings/web-ref');
const { buildPropertyPath } = await import('@/lib/listings/paths');
const { generateSampleListings, SAMPLE_EXCLUDED_CONTACT_KEY } =
  await import('@/lib/embedded/sample/listings');

const listed = generateSampleListings().rent.find((record) =>
  [...record.property_responsibility, ...record.unit_responsibility].every(
    (contact) => contact.gmaven_contact_key !== SAMPLE_EXCLUDED_CONTACT_KEY,
  ),
);
if (!listed) throw new Error('The sample has no listed property to let.');
const propertyPath = buildPropertyPath({
  dealType: 'toLet',
  category: listed.property_category,
  city: listed.city,
  suburb: listed.suburb,
  propertySlug: listed.property_slug,
});

function split(path: string): [string, string[]] {
  const [deal = '', ...slugs] = path.split('/').filter(Boolean);
  return [deal, slugs];
}

async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'answered',
    (error: { code?: string }) => error.code ?? 'thrown',
  );
}

beforeEach(() => {
  cacheKeys.length = 0;
});

describe('listing paths and web refs that name nothing', () => {
  it('still finds a real property and its web ref', async () => {
    expect(await getListingPage(...split(propertyPath))).toMatchObject({ kind: 'property' });
    expect(await getWebRefPath(listed.web_ref)).toBe(propertyPath);
  });

  it.each([
    [
      'a made-up property',
      `${propertyPath.split('/').slice(0, -1).join('/')}/zz-made-up-property`,
      'zz-made-up',
    ],
    [
      'a made-up property under made-up places',
      '/to-let/zz-made-up/nowhere/no-suburb/zz-made-up-property',
      'zz-made-up-property',
    ],
    ['a made-up category', '/to-let/zz-made-up-category', 'zz-made-up'],
    ['a page past the last', '/to-let/office/page-9999', '"page":9998'],
  ])('answer %s as not found without a cached read of its own', async (_name, path, token) => {
    expect(await errorCodeOf(getListingPage(...split(path)))).toBe('not_found');
    expect(cacheKeys.filter((key) => key.includes(token))).toEqual([]);
  });

  it('answers a web ref no listing carries as not found without a cached read of its own', async () => {
    expect(await errorCodeOf(getWebRefPath('RC-99999999'))).toBe('not_found');
    expect(cacheKeys.filter((key) => key.includes('99999999'))).toEqual([]);
  });

  it('reads, for any number of made-up paths and refs, only what the first one read', async () => {
    const madeUp = (index: number) => [
      errorCodeOf(getListingPage(...split(`${propertyPath}-zz-${index}`))),
      errorCodeOf(getWebRefPath(`RC-${900000 + index}`)),
    ];
    await Promise.all(madeUp(0));
    const firstReads = new Set(cacheKeys);
    cacheKeys.length = 0;
    for (let index = 1; index <= 20; index += 1) await Promise.all(madeUp(index));
    expect(cacheKeys.filter((key) => !firstReads.has(key))).toEqual([]);
  });
});
