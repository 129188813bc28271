/**
 * The end-to-end tests build into their own folder, so the test build (test analytics ids,
 * 127.0.0.1 URLs) never becomes the build that `npm start` serves. E2E_PORT and E2E_DIST_DIR
 * let a second checkout's run (or a focused spec) use its own server beside a running one.
 */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR ?? '.next-e2e';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
