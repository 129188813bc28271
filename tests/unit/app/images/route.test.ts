import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GET } from '@/app/images/[kind]/[file]/route';

async function get(kind: string, file: string, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/images/${kind}/${file}${query}`);
  return GET(request, { params: Promise.resolve({ kind, file }) });
}

describe('GET /images/[kind]/[file]', () => {
  it('serves a generated webp at the asked width with a long-lived cache header', async () => {
    const response = await get('properties', 'p-0042-office-ext-1.webp', '?w=400');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 400, height: 267 });
  });

  it.each(['', '?w=abc', '?w=-5', '?w=1.5'])('falls back to 828 px for width %j', async (query) => {
    const response = await get('people', 'ct-1001-f5.webp', query);
    expect(response.status).toBe(200);
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.width).toBe(828);
  });

  it.each([
    ['videos', 'p-0042-office-ext-1.webp'],
    ['properties', 'p-0042-office-ext-1.png'],
    ['properties', 'p-0042-castle-ext-1.webp'],
    ['properties', '..%2Fsecret.webp'],
    ['scenes', 'skyline-atlantis.webp'],
    ['people', 'Not_A_Key.webp'],
    ['people', 'made-up-person.webp'],
    ['properties', 'p-9999-office-ext-1.webp'],
  ])('answers 404 for %s/%s', async (kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });
});

const HOSTED_SEARCH = {
  NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234',
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: '0123456789abcdef0123',
};
const HOSTED_CONTENT = { GRAPHQL_ENDPOINT: 'https://cms.example.co.za/graphqlQuery/v1' };
/** A picture of each kind, named by the search records, the content records or both. */
const PICTURES = {
  listingPhoto: ['properties', 'p-0042-office-ext-1.webp'],
  brokerPortrait: ['people', 'ct-1001-f5.webp'],
  staffPortrait: ['people', 'contact-nomvula-dlamini.webp'],
  articleScene: ['scenes', 'skyline-johannesburg-4.webp'],
} as const;
type Picture = keyof typeof PICTURES;

/** The status of each picture from a route whose config was read from these variables. */
async function statusesWith(env: Record<string, string>): Promise<Record<Picture, number>> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const route = await import('@/app/images/[kind]/[file]/route');
  const statuses: Partial<Record<Picture, number>> = {};
  for (const [picture, [kind, file]] of Object.entries(PICTURES)) {
    const request = new Request(`http://localhost/images/${kind}/${file}?w=160`);
    statuses[picture as Picture] = (
      await route.GET(request, { params: Promise.resolve({ kind, file }) })
    ).status;
  }
  return statuses as Record<Picture, number>;
}

describe('GET /images/[kind]/[file] with hosted backends', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('serves every picture while both backends are embedded', async () => {
    expect(await statusesWith({})).toEqual({
      listingPhoto: 200,
      brokerPortrait: 200,
      staffPortrait: 200,
      articleScene: 200,
    });
  });

  it('keeps the pictures the embedded content names when search is hosted', async () => {
    expect(await statusesWith(HOSTED_SEARCH)).toEqual({
      listingPhoto: 404,
      brokerPortrait: 404,
      staffPortrait: 200,
      articleScene: 200,
    });
  });

  it('keeps the pictures the embedded search names when content is hosted', async () => {
    expect(await statusesWith(HOSTED_CONTENT)).toEqual({
      listingPhoto: 200,
      brokerPortrait: 200,
      staffPortrait: 404,
      articleScene: 200,
    });
  });

  it('serves nothing when both backends are hosted', async () => {
    expect(await statusesWith({ ...HOSTED_SEARCH, ...HOSTED_CONTENT })).toEqual({
      listingPhoto: 404,
      brokerPortrait: 404,
      staffPortrait: 404,
      articleScene: 404,
    });
  });
});
