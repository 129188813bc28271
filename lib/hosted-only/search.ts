/**
 * What `@embedded/search` resolves to in a build without `lib/embedded/` (tsconfig.json `paths`):
 * no embedded search service, so the site needs hosted Algolia.
 */
export const embeddedSearch = null;
