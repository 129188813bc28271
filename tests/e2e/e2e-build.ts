/**
 * The end-to-end tests build into their own folder, so the test build (test analytics ids,
 * 127.0.0.1 URLs) never becomes the build that `npm start` serves.
 */
export const E2E_DIST_DIR = '.next-e2e';
