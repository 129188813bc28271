/**
 * What `@embedded/sample` resolves to in a build without `lib/embedded/` (tsconfig.json `paths`):
 * no sample pictures; hosted records carry their own image URLs.
 */
export const embeddedPictures = null;
