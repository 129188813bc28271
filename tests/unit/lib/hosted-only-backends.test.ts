import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A build without lib/embedded/ (tsconfig resolves `@embedded/*` to lib/hosted-only/*, whose front
 * doors are null) serves only hosted backends: start-up names the variables it still needs.
 */
async function wiringWithoutTheRoom(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.doMock('@embedded/content', () => import('@/lib/hosted-only/content'));
  vi.doMock('@embedded/search', () => import('@/lib/hosted-only/search'));
  const content = await import('@/lib/content/embedded-backend');
  const search = await import('@/lib/search/embedded-backend');
  return { content: content.missingContentService(), search: search.missingSearchService() };
}

describe('the backends of a build without the embedded room', () => {
  afterEach(() => {
    vi.doUnmock('@embedded/content');
    vi.doUnmock('@embedded/search');
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('names the variables to set when none is', async () => {
    expect(await wiringWithoutTheRoom({})).toEqual({
      content: 'This build has no embedded content service: set GRAPHQL_ENDPOINT.',
      search:
        'This build has no embedded search service: set NEXT_PUBLIC_ALGOLIA_APP_ID and NEXT_PUBLIC_ALGOLIA_SEARCH_KEY.',
    });
  });

  it('asks for nothing once both hosted backends are named', async () => {
    expect(
      await wiringWithoutTheRoom({
        GRAPHQL_ENDPOINT: 'https://cms.example.co.za/graphql',
        NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABCDEF1234',
        NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 's'.repeat(32),
      }),
    ).toEqual({ content: null, search: null });
  });

  it('asks for nothing in a build with the room', async () => {
    vi.resetModules();
    const content = await import('@/lib/content/embedded-backend');
    const search = await import('@/lib/search/embedded-backend');
    expect([content.missingContentService(), search.missingSearchService()]).toEqual([null, null]);
  });
});
