/**
 * What `@embedded/content` resolves to in a build without `lib/embedded/` (tsconfig.json `paths`):
 * no embedded content service, so the site needs GRAPHQL_ENDPOINT.
 */
export const embeddedContent = null;
