import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeFailure } from '@/lib/cli/search-failure';
import { ReplaceIndicesError } from '@/lib/search/admin/replace-indices';

const EMBEDDED = {
  kind: 'embedded',
  description: 'the embedded engine of the site at http://127.0.0.1:3000',
} as const;
const HOSTED = { kind: 'hosted', description: 'hosted Algolia, application APP1' } as const;
const UNREACHABLE = new Error('Unreachable hosts - your application id may be incorrect.');

describe('a search service that does not answer where the commands look', () => {
  it('names NEXT_PUBLIC_SITE_URL for the embedded engine, the application id for hosted Algolia', () => {
    expect(describeFailure(UNREACHABLE, EMBEDDED)).toMatch(
      /^the embedded engine .* does not answer: start the site \(npm start\), or set NEXT_PUBLIC_SITE_URL to where it runs\. \(.*Unreachable hosts/,
    );
    expect(describeFailure(UNREACHABLE, HOSTED)).toContain('check NEXT_PUBLIC_ALGOLIA_APP_ID');
  });

  it('names the key to set when the key is refused', () => {
    // As algoliasearch's ApiError carries the status the service answered.
    const refused = Object.assign(new Error('Invalid Application-ID or API key'), { status: 403 });
    expect(describeFailure(refused, EMBEDDED)).toContain('set SEARCH_ADMIN_KEY');
    expect(describeFailure(refused, HOSTED)).toContain('set ALGOLIA_ADMIN_KEY');
  });

  it('says what became of the indices after a failed move', () => {
    const failure = new ReplaceIndicesError(UNREACHABLE, [], ['buy']);
    expect(describeFailure(failure, EMBEDDED)).toMatch(
      /NEXT_PUBLIC_SITE_URL .* buy went back to the records it had: no index changed\.$/,
    );
  });
});

describe('a content service that does not answer where the commands look', () => {
  // The server configuration is read once per module graph: each case loads it afresh.
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllEnvs());

  async function load() {
    const { describeContentFailure } = await import('@/lib/cli/content-failure');
    const { ContentError } = await import('@/lib/content/errors');
    const unreachable = new ContentError('unavailable', 'The content service could not be reached.', {
      cause: new TypeError('fetch failed'),
    });
    return { describeContentFailure, ContentError, unreachable };
  }

  it('names GRAPHQL_ENDPOINT, or its token when it refuses it', async () => {
    vi.stubEnv('GRAPHQL_ENDPOINT', 'http://127.0.0.1:4999/graphqlQuery/v1');
    const { describeContentFailure, ContentError, unreachable } = await load();
    expect(describeContentFailure(unreachable)).toBe(
      'The content service does not answer at GRAPHQL_ENDPOINT (http://127.0.0.1:4999/graphqlQuery/v1): start it, or set GRAPHQL_ENDPOINT to where it runs. (fetch failed)',
    );
    const refused = new ContentError('unavailable', 'The content service answered with an error.', {
      cause: Object.assign(new Error('Unauthorized'), { response: { status: 401 } }),
    });
    expect(describeContentFailure(refused)).toContain('set GRAPHQL_API_TOKEN');
  });

  it('names the embedded store otherwise, and leaves other failures as they are', async () => {
    vi.stubEnv('GRAPHQL_ENDPOINT', '');
    vi.stubEnv('DATABASE_URL', '');
    const { describeContentFailure, unreachable } = await load();
    expect(describeContentFailure(unreachable)).toContain('check DATA_DIR');
    expect(describeContentFailure(new Error('disk full'))).toBe('disk full');
  });
});
